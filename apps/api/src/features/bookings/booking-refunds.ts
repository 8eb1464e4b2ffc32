import { errors } from '../../lib/errors';
import type { CardPayments } from '../../lib/payments/card-payments';
import type { BookingsRepositories } from './bookings.data';
import type { BookingRow } from './booking-rows';

/** A booking's name at the card provider (its checkout's client_reference_id and refund key). */
export const bookingReference = (bookingHash: string) => `booking:${bookingHash}`;

/** Paid by card: its money can (and, when the club cancels, must) go back through the provider. */
/** A booking due a card payment is confirmed only by that payment (BookingPaymentHandler), so a confirmed one was paid. */
export const paidByCard = (row: BookingRow) => row.status === 'confirmed' && row.paymentProvider === 'card';

/** A card checkout still open for it: it may yet be paid. */
export const awaitingCard = (row: BookingRow, now: Date) =>
  row.status === 'pending' && row.paymentProvider === 'card' && row.holdUntil !== null && row.holdUntil > now;

/**
 * Gives back `amount` cents of a card-paid booking through the club's provider; nothing for any
 * other booking. The caller holds the booking's row lock, so two cancellations never both refund
 * (the provider's refund key is the booking too). 409 paymentUnavailable when it cannot.
 */
export async function refundCard(cards: CardPayments | null, row: BookingRow, amount: number): Promise<void> {
  if (!paidByCard(row) || amount <= 0) return;
  if (!cards) throw errors.conflict('paymentUnavailable');
  try {
    // The provider's payment to give back is the ledger's (the attempt the booking was paid through).
    await cards.refund({ clubId: row.clubId, reference: bookingReference(row.publicId), amount });
  } catch {
    throw errors.conflict('paymentUnavailable');
  }
}

/**
 * The club cancels a booking (locked by the caller): no fee, and all of a card payment back first
 * — if the provider refuses, nothing changes. The caller tells the booker.
 */
export async function cancelForClub(
  repos: BookingsRepositories,
  cards: CardPayments | null,
  row: BookingRow,
  now: Date,
): Promise<BookingRow> {
  await refundCard(cards, row, row.amount);
  return repos.bookings.update(row.clubId, row.id, { status: 'cancelled', cancelledAt: now, cancelFee: 0 });
}
