import type { JobContext } from '../../lib/feature/feature';
import { everyMinute } from '../../lib/scheduler/periods';
import type { ScheduledJob } from '../../lib/scheduler/scheduler';
import { accessControlRepositories } from './access-control.data';

/**
 * Everyone still inside a list is checked out at the list's set time (club time), so "inside now"
 * never drifts from a forgotten exit scan. Checked each minute; a minute every process missed is
 * caught up at the next, as the check-out is "the latest set time passed", not "this minute".
 */
export function accessControlJobs({ units, log }: JobContext): ScheduledJob[] {
  const data = units(accessControlRepositories);
  return [
    {
      name: 'accessControl.auto-checkout',
      periodOf: everyMinute,
      run: async () => {
        const lists = await data.read.lists.checkOutDue();
        if (lists > 0) log.info({ lists }, 'Check-in lists checked everyone out at their set time');
      },
    },
  ];
}
