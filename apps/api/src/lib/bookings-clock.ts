import type { ResolvedConfig } from '../config';

/** The bookings' "now": a test clock (BOOKINGS_CLOCK) starts at the given instant and then runs like the real one. */
export function bookingsClock(config: Pick<ResolvedConfig, 'bookingsClock'>): () => Date {
  const started = Date.now();
  const clock = config.bookingsClock;
  return clock ? () => new Date(clock.getTime() + (Date.now() - started)) : () => new Date();
}
