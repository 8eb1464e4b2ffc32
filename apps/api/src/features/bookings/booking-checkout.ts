import type { Booking } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { BookingsData } from './bookings.data';
import { inClub } from '../../lib/data/unit-of-work';
import { BOOKING_TABLES } from './booking-tables';
import { bookingReference } from './booking-refunds';
import { viewBooking } from './booking-view';
import type { BookingRow } from './booking-rows';
import type { PublicBookingDeps } from './public-link';

/** A card checkout lives at least 30 minutes at Stripe: the slot is held a little longer. */
export const CARD_HOLD_MINUTES = 31;

/**
 * The club's card checkout for a new pending booking, after its commit (no transaction waits
 * on the network). If the provider cannot open one, the slot is let go at once: 409.
 */
export class BookingCheckout {
  constructor(
    private readonly data: BookingsData,
    private readonly deps: Pick<PublicBookingDeps, 'appUrl' | 'now' | 'cards'>,
  ) {}

  async open(row: BookingRow, booking: Booking, locale: string): Promise<Booking> {
    const { appUrl, now, cards } = this.deps;
    const page = `${appUrl}/bookings/${booking.hash}`;
    try {
      if (!cards) throw new Error('No card provider');
      const session = await cards.open({
        clubId: row.clubId,
        purpose: 'booking',
        subjectId: booking.hash,
        reference: bookingReference(booking.hash),
        title: `${booking.calendarName} · ${booking.startAt.slice(0, 16).replace('T', ' ')} UTC`,
        email: row.bookerEmail ?? '',
        locale: locale.slice(0, 2),
        amount: row.amount,
        currency: row.currency,
        successUrl: page,
        cancelUrl: page,
        expiresAt: new Date(row.holdUntil!.getTime() - 60_000),
      });
      return await this.data.write(inClub(row.clubId, BOOKING_TABLES), async (repos) => {
        // The booker's way to the provider's page; the session itself is the ledger's (its events alone confirm the booking).
        const updated = await repos.bookings.update(row.clubId, row.id, { paymentUrl: session.url });
        return viewBooking(repos, updated, appUrl, now());
      });
    } catch {
      await this.data.write(inClub(row.clubId, BOOKING_TABLES), (repos) =>
        repos.bookings.update(row.clubId, row.id, { status: 'cancelled', cancelledAt: now(), cancelFee: 0 }),
      );
      throw errors.conflict('paymentUnavailable');
    }
  }
}
