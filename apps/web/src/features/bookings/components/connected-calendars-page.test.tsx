import type { BookingCalendar } from '@tribuna/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingCalendarFixture, jsonResponse, storeSession } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { ConnectedCalendarsPage } from './connected-calendars-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/bookings/calendars`;
const calendar = (overrides: Partial<BookingCalendar> = {}) =>
  bookingCalendarFixture({
    externalFeedUrl: 'https://calendar.example.org/club.ics',
    externalFeedCheckedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  });
// Both list shapes: the bookings lists become hydra collections in the same issue.
const list = (items: BookingCalendar[]) => jsonResponse(200, { ...hydra(items), items, totalItems: items.length });

describe('connected calendars page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['bookings', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('says an external feed could not be read in words, never the stored code', async () => {
    stubApi({ [`GET ${BASE}`]: list([calendar({ externalFeedError: 'feedUnreadable' })]) });
    renderPage(<ConnectedCalendarsPage clubHash={CLUB} />);
    expect(await screen.findByText('Could not read the external calendar. Check the address, or try again later.')).toBeInTheDocument();
    expect(screen.queryByText(/feedUnreadable/)).not.toBeInTheDocument();
  });

  it('explains a refused (internal) address', async () => {
    stubApi({ [`GET ${BASE}`]: list([calendar({ externalFeedError: 'feedAddressRefused' })]) });
    renderPage(<ConnectedCalendarsPage clubHash={CLUB} />);
    expect(await screen.findByText(/inside a private network and is not read/)).toBeInTheDocument();
  });

  it('leaves bookers out of the feed until the manager turns the option on', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: list([calendar()]),
      [`PATCH ${BASE}/calendarAAAAAAAAAAAAAA`]: jsonResponse(200, calendar({ feedIncludesBooker: true })),
    });
    renderPage(<ConnectedCalendarsPage clubHash={CLUB} />);
    const option = await screen.findByRole('switch', { name: /Show who booked in this feed \(name, e-mail and notes\)/ });
    expect(option).not.toBeChecked();
    await userEvent.click(option);
    await waitFor(() => expect(api.callsTo('PATCH', `${BASE}/calendarAAAAAAAAAAAAAA`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${BASE}/calendarAAAAAAAAAAAAAA`)[0]!.body).toEqual({ feedIncludesBooker: true });
  });
});
