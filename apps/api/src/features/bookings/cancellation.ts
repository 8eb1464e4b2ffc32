import type { FieldErrorCode } from '@tribuna/contract';

export type CancellationTerms = { allowed: boolean; freeUntil: string | null; fee: number; reason: FieldErrorCode | null };
type Rules = { freeCancelHours: number; lateCancelFeePercent: number | null } | null;

/**
 * What cancelling costs now: free until `freeCancelHours` before the start; after that refused
 * (no late fee set) or allowed keeping the fee's share of the price; never once started or
 * cancelled. A booking without link rules (made by a manager) cancels free until it starts.
 */
export function cancellationTerms(booking: { status: string; startAt: Date; amount: number }, rules: Rules, now: Date): CancellationTerms {
  if (booking.status === 'cancelled') return { allowed: false, freeUntil: null, fee: 0, reason: 'bookingNotActive' };
  if (booking.startAt <= now) return { allowed: false, freeUntil: null, fee: 0, reason: 'cancellationTooLate' };
  if (!rules) return { allowed: true, freeUntil: booking.startAt.toISOString(), fee: 0, reason: null };
  const freeUntil = new Date(booking.startAt.getTime() - rules.freeCancelHours * 3_600_000);
  if (now < freeUntil || booking.status === 'pending') return { allowed: true, freeUntil: freeUntil.toISOString(), fee: 0, reason: null };
  if (rules.lateCancelFeePercent === null)
    return { allowed: false, freeUntil: freeUntil.toISOString(), fee: 0, reason: 'cancellationTooLate' };
  const fee = Math.round((booking.amount * rules.lateCancelFeePercent) / 100);
  return { allowed: true, freeUntil: freeUntil.toISOString(), fee, reason: null };
}
