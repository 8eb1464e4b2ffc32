import type { Agenda } from '@tribuna/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { AgendaBookingModal } from './agenda-booking-modal';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const agenda: Agenda = {
  from: '2026-12-07',
  days: ['2026-12-07'],
  timeZone: 'Europe/Madrid',
  calendars: [
    {
      hash: 'calAAAAAAAAA',
      name: 'Pista 1',
      sport: 'padel',
      colour: '#1a7f37',
      slotMinutes: [60, 90],
      openingHours: [{ weekday: 1, opensAt: '08:00', closesAt: '22:00' }],
    },
  ],
  bookings: [],
};

/** Issue 20 item 6: a booking refused by an e-mail cap says which cap, not a generic failure. */
describe('agenda booking over an e-mail cap', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['bookings', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notify).mockClear();
  });

  it('shows the reason of the 429', async () => {
    stubApi({
      [`POST /api/clubs/${CLUB}/bookings/agenda`]: jsonResponse(429, {
        code: 429,
        errorCode: 'RATE_LIMITED',
        message: 'Too many requests, try again later.',
        detail: 'Retry in 600 seconds.',
        reason: 'clubMailLimitReached',
      }),
    });
    renderPage(
      <AgendaBookingModal
        clubHash={CLUB}
        agenda={agenda}
        target={{ kind: 'new', day: '2026-12-07', time: '10:00' }}
        onClose={() => undefined}
      />,
    );
    await userEvent.type(await screen.findByTestId('agenda-form-name'), 'Socio');
    await userEvent.click(screen.getByTestId('agenda-form-save'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'The club has sent as many e-mails as it may for now; try again later'),
    );
  });
});

/** Issue 21 item 10: a booking's details name it by the reference the booker was given, not by an id. */
describe('an existing booking in the agenda', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['bookings', 'forms']);
  });
  beforeEach(() => storeSession());

  it('shows its short reference', async () => {
    renderPage(
      <AgendaBookingModal
        clubHash={CLUB}
        agenda={agenda}
        target={{
          hash: 'bookAAAAAAAAAAAAAAAAAA',
          reference: 'R-4F7K-2Q',
          bookerEmail: 'ona@example.org',
          bookerName: 'Ona Vidal',
          description: '',
          notes: '',
          startAt: '2026-12-07T09:00:00.000Z',
          endAt: '2026-12-07T10:00:00.000Z',
          amount: 1800,
          units: 1,
          status: 'confirmed',
          priceKind: 'guest',
          kind: 'booking',
          seriesId: null,
          calendarHash: 'calAAAAAAAAA',
        }}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByTestId('agenda-booking-reference')).toHaveTextContent('Reference: R-4F7K-2Q');
  });
});
