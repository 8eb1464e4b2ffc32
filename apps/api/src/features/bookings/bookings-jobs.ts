import type { FeatureContext } from '../../lib/feature/feature';
import { everyMinute, type PeriodOf } from '../../lib/scheduler/periods';
import type { ScheduledJob } from '../../lib/scheduler/scheduler';
import { BOOKING_TABLES } from './booking-tables';
import { bookingsRepositories } from './bookings.data';
import { ConnectedCalendarsService, FEED_REFRESH_LIMITS } from './connected-calendars.service';
import { feedReader } from './feed-reader';

/** The quarter hour of `now` (UTC), e.g. `2026-11-24T06:15`. */
export const everyQuarterHour: PeriodOf = (now) =>
  `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 15) * 15).padStart(2, '0')}`;

/**
 * Bookings' scheduled work (decision 0006: each period runs once across processes): pending
 * bookings whose payment hold ran out free their slots every minute; connected calendars'
 * external feeds are read every quarter hour (clubs side by side, each within its time budget).
 */
export function bookingsJobs({ units, config, log }: FeatureContext): ScheduledJob[] {
  const data = units(bookingsRepositories);
  // Loopback feeds only for tests that serve one (EXTERNAL_FEEDS_ALLOW_LOOPBACK).
  const reader = feedReader({ allowLoopback: config.externalFeedsAllowLoopback });
  const connected = new ConnectedCalendarsService(data, '', reader, FEED_REFRESH_LIMITS, log.child({ component: 'scheduler' }));
  return [
    {
      name: 'bookings.expire-pending',
      periodOf: everyMinute,
      run: async () => {
        // Every club's holds at once: the write names no club, so every club's caches are cleared.
        while ((await data.writeOne(BOOKING_TABLES, (repos) => repos.bookings.expirePending(500))) === 500);
      },
    },
    { name: 'bookings.external-feeds', periodOf: everyQuarterHour, run: async () => void (await connected.refreshAll()) },
  ];
}
