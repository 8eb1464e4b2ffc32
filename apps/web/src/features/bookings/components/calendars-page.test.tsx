import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { bookingCalendarFixture, jsonResponse, storeSession } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { CalendarsPage } from './calendars-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/bookings/calendars`;
const court = bookingCalendarFixture();
// Both list shapes: the bookings lists become hydra collections in the same issue.
const list = jsonResponse(200, { ...hydra([court]), items: [court], totalItems: 1 });

describe('calendars page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['bookings', 'forms', 'teams']);
  });
  beforeEach(() => storeSession());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notify).mockClear();
  });

  it('says why a calendar cannot be removed while card checkouts are open on it, translated', async () => {
    const refusal = {
      code: 409,
      errorCode: 'CONFLICT',
      message: 'Some bookings on this calendar are waiting for a card payment',
      reason: 'calendarAwaitingPayments',
    };
    const api = stubApi({ [`GET ${BASE}`]: list, [`DELETE ${BASE}/${court.hash}`]: jsonResponse(409, refusal) });
    renderPage(<CalendarsPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Pista 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${BASE}/${court.hash}`)).toHaveLength(1));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'An error happened and we are not able to remove it Some bookings on this calendar are waiting for a card payment; try again once they are paid or released (within half an hour)',
      ),
    );
  });

  it('names the sport in the interface language, in the list and in the form (not the stored code)', async () => {
    stubApi({ [`GET ${BASE}`]: list });
    renderPage(<CalendarsPage clubHash={CLUB} />);
    const row = await screen.findByTestId('calendar-row');
    expect(within(row).getByText('Padel')).toBeInTheDocument();
    expect(within(row).queryByText('padel')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Pista 1' }));
    const form = await screen.findByTestId('calendar-form');
    expect(within(form).getByTestId('calendar-sport')).toHaveValue('Padel');
  });
});
