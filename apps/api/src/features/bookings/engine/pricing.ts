import type { LocalStart } from './availability';
import { localPartsOf } from './local-time';

export type PricingPolicy = {
  id: number;
  calendarIds: readonly number[];
  weekdays: readonly number[];
  startsAt: number;
  endsAt: number;
  durationMinutes: number | null;
  memberPrice: number;
  guestPrice: number;
  validFrom: string | null;
  validUntil: string | null;
};

export type PriceKind = 'member' | 'guest';
export type Quote = { amount: number; policyId: number | null };

/**
 * The rule that prices a booking: it must cover the calendar (or all calendars), the local
 * weekday and start minute, the local date within its validity, and the length (or any length).
 * The most specific wins: a rule for this length over one for any length, one naming calendars
 * over one for all, the narrower time band, then the newest (highest id). A booking is priced by
 * the band it starts in.
 */
export function matchingPolicy(
  policies: readonly PricingPolicy[],
  booking: { calendarId: number; local: LocalStart; minutes: number },
): PricingPolicy | undefined {
  const { local } = booking;
  const fits = policies.filter(
    (policy) =>
      (policy.calendarIds.length === 0 || policy.calendarIds.includes(booking.calendarId)) &&
      policy.weekdays.includes(local.weekday) &&
      local.minute >= policy.startsAt &&
      local.minute < policy.endsAt &&
      (policy.durationMinutes === null || policy.durationMinutes === booking.minutes) &&
      (policy.validFrom === null || local.day >= policy.validFrom) &&
      (policy.validUntil === null || local.day <= policy.validUntil),
  );
  const rank = (policy: PricingPolicy) => [
    policy.durationMinutes === null ? 0 : 1,
    policy.calendarIds.length === 0 ? 0 : 1,
    -(policy.endsAt - policy.startsAt),
    policy.id,
  ];
  return fits.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return rb[i]! - ra[i]!;
    return 0;
  })[0];
}

/**
 * The price in cents: a rule for one length charges its price; a rule for any length is a price
 * per hour, charged pro rata (90 minutes at 20.00/h = 30.00). No rule: free.
 */
export function quote(
  policies: readonly PricingPolicy[],
  booking: { calendarId: number; startAt: Date; minutes: number; timeZone: string },
  kind: PriceKind,
): Quote {
  return quoteLocal(policies, { ...booking, local: localPartsOf(booking.startAt, booking.timeZone) }, kind);
}

/** `quote` for a start whose wall-clock time is known already (the free slots carry it). */
export function quoteLocal(
  policies: readonly PricingPolicy[],
  booking: { calendarId: number; local: LocalStart; minutes: number },
  kind: PriceKind,
): Quote {
  const policy = matchingPolicy(policies, booking);
  if (!policy) return { amount: 0, policyId: null };
  const price = kind === 'member' ? policy.memberPrice : policy.guestPrice;
  const amount = policy.durationMinutes === null ? Math.round((price * booking.minutes) / 60) : price;
  return { amount, policyId: policy.id };
}
