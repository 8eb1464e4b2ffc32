import type { RateRule } from '../../lib/rate-limit/rate-limiter';
import { MINUTE_SECONDS as MINUTE } from '../../lib/rate-limit/rules';

/** Bookings' rate limits (the app collects them from the entry; decision 0005). */
export const BOOKINGS_RATE_RULES = {
  // Public bookings (issue 13): a visitor cannot hold a club's courts hostage with pending
  // bookings. Every request counts against its address; bookings made count against the
  // (e-mail, address) pair, so nobody can lock another person's e-mail out (issue 20).
  bookingsPerAddress: { name: 'booking-ip', max: 30, windowSeconds: 10 * MINUTE },
  bookingsPerBooker: { name: 'booking-email-ip', max: 10, windowSeconds: 10 * MINUTE },
  // "Read now" of a connected calendar's external feed: each read makes the server fetch an
  // address a manager typed, so a club cannot turn the button into a fetch loop against a host.
  feedReadsPerClub: { name: 'feed-read-club', max: 30, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
