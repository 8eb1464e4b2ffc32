import type { FeatureContext } from '../../lib/feature/feature';
import { everyMinute } from '../../lib/scheduler/periods';
import type { ScheduledJob } from '../../lib/scheduler/scheduler';
import { commerceRepositories } from './commerce.data';
import { PaymentsService } from './payments.service';

/** Every minute, unpaid reservations past their time give their units back (order status 2). */
export const releaseReservationsJob = (payments: PaymentsService): ScheduledJob => ({
  name: 'commerce.release-reservations',
  periodOf: everyMinute,
  run: async () => {
    // Batches of 500 until none is left, so a burst of abandoned checkouts clears in one period.
    while ((await payments.releaseExpired(500)) === 500);
  },
});

/** The shop's scheduled work (decision 0006: each period runs once across processes). */
export function commerceJobs({ units }: FeatureContext): ScheduledJob[] {
  return [releaseReservationsJob(new PaymentsService(units(commerceRepositories)))];
}
