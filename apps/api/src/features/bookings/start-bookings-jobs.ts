import type { Db } from '../../db/client';
import { ChangeFeed } from '../../lib/cache/change-feed';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { everyMinute, type PeriodOf } from '../../lib/scheduler/periods';
import { Scheduler, type ScheduledJob } from '../../lib/scheduler/scheduler';
import { BOOKING_TABLES } from './booking-tables';
import { bookingsRepositories } from './bookings.data';
import { ConnectedCalendarsService, FEED_REFRESH_LIMITS } from './connected-calendars.service';
import { feedReader } from './feed-reader';

type Logger = { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** The quarter hour of `now` (UTC), e.g. `2026-11-24T06:15`. */
export const everyQuarterHour: PeriodOf = (now) =>
  `${now.toISOString().slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 15) * 15).padStart(2, '0')}`;

/**
 * Bookings' scheduled work (decision 0006: each period runs once across processes): pending
 * bookings whose payment hold ran out free their slots every minute; connected calendars'
 * external feeds are read every quarter hour (clubs side by side, each within its time budget).
 */
export function startBookingsJobs({
  db,
  log,
  tickMs,
  allowLoopbackFeeds = false,
}: {
  db: Db;
  log: Logger;
  tickMs?: number;
  /** EXTERNAL_FEEDS_ALLOW_LOOPBACK (tests only). */
  allowLoopbackFeeds?: boolean;
}): () => Promise<void> {
  const data = new UnitOfWork(db, new ChangeFeed(), bookingsRepositories);
  const reader = feedReader({ allowLoopback: allowLoopbackFeeds });
  const connected = new ConnectedCalendarsService(data, '', reader, FEED_REFRESH_LIMITS, log);
  const jobs: ScheduledJob[] = [
    {
      name: 'bookings.expire-pending',
      periodOf: everyMinute,
      run: async () => {
        while ((await data.writeOne(BOOKING_TABLES, (repos) => repos.bookings.expirePending(500))) === 500);
      },
    },
    { name: 'bookings.external-feeds', periodOf: everyQuarterHour, run: async () => void (await connected.refreshAll()) },
  ];
  const scheduler = new Scheduler(db, jobs, log, { tickMs });
  scheduler.start();
  return () => scheduler.stop();
}
