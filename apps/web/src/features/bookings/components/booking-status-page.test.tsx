import type { Booking } from '@tribuna/contract';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { stubApi } from '../../../test/render-page';
import { BookingStatusPage } from './booking-status-page';

const HASH = 'DM1nMP4agdnsYoNWYC_P7g';
const booking: Booking = {
  hash: HASH,
  reference: 'R-4F7K-2Q',
  providerBookingId: HASH,
  providerCalendarId: 'calAAAAAAAAAAAAAAAAAAA',
  bookerEmail: 'ona@example.org',
  description: '',
  notes: '',
  startAt: '2026-12-07T09:00:00.000Z',
  endAt: '2026-12-07T10:00:00.000Z',
  amount: 1800,
  currency: 'EUR',
  units: 1,
  status: 'confirmed',
  clubId: 'clubAAAAAAAAAAAAAAAAAA',
  clubName: 'CD Demo',
  calendarName: 'Pista 4',
  timeZone: 'Europe/Madrid',
  bookerName: 'Ona Vidal',
  priceKind: 'guest',
  kind: 'booking',
  seriesId: null,
  cancelFee: null,
  cancellation: { allowed: true, freeUntil: null, fee: 0, reason: null },
  payment: null,
};

/** Issue 21 item 10: the status page names the booking by its short reference, never by its hash. */
describe('booking status page', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['bookings', 'forms']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the short reference, not the 22-character hash', async () => {
    stubApi({ [`GET /api/bookings/${HASH}`]: jsonResponse(200, booking) });
    render(<BookingStatusPage bookingHash={HASH} navigate={() => undefined} />);
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('R-4F7K-2Q');
    expect(screen.queryByText(HASH)).not.toBeInTheDocument();
  });

  it('keeps a screen of room while the booking loads, so the frame below does not move when it arrives (CLS)', () => {
    stubApi({ [`GET /api/bookings/${HASH}`]: () => new Promise<Response>(() => undefined) });
    render(<BookingStatusPage bookingHash={HASH} navigate={() => undefined} />);
    expect(screen.getByTestId('booking-loading')).toHaveStyle({ minHeight: '100vh' });
  });
});
