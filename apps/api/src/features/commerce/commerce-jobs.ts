import type { Db } from '../../db/client';
import { ChangeFeed } from '../../lib/cache/change-feed';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { everyMinute } from '../../lib/scheduler/periods';
import { Scheduler, type ScheduledJob } from '../../lib/scheduler/scheduler';
import { createRepositories } from '../../repositories';
import { PaymentsService } from './payments.service';

type Logger = { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** Every minute, unpaid reservations past their time give their units back (order status 2). */
export const releaseReservationsJob = (payments: PaymentsService): ScheduledJob => ({
  name: 'commerce.release-reservations',
  periodOf: everyMinute,
  run: async () => {
    // Batches of 500 until none is left, so a burst of abandoned checkouts clears in one period.
    while ((await payments.releaseExpired(500)) === 500);
  },
});

/**
 * Starts the shop's scheduled work in this process (decision 0006: each period runs once across
 * processes). The jobs write stock and orders, which no read cache watches, so a feed of their
 * own is enough. Returns stop, which waits for the run in flight.
 */
export function startCommerceJobs({ db, log, tickMs }: { db: Db; log: Logger; tickMs?: number }): () => Promise<void> {
  const payments = new PaymentsService(new UnitOfWork(db, new ChangeFeed(), createRepositories));
  const scheduler = new Scheduler(db, [releaseReservationsJob(payments)], log, { tickMs });
  scheduler.start();
  return () => scheduler.stop();
}
