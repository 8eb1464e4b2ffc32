import type { JobContext } from '../../lib/feature/feature';
import type { ScheduledJob } from '../../lib/scheduler/scheduler';
import { dataRightsRepositories } from './data-rights.data';
import { ErasureService } from './erasure/erasure.service';

/** Every hour (its UTC hour is the period): the approved erasures whose 14 days have passed are carried out. */
export function dataRightsJobs({ units, files, log }: JobContext): ScheduledJob[] {
  const service = new ErasureService(units(dataRightsRepositories), files);
  return [
    {
      name: 'data-rights.execute-erasures',
      periodOf: (now) => now.toISOString().slice(0, 13),
      run: async () => {
        const done = await service.executeDue(new Date());
        if (done > 0) log.info({ erased: done }, 'scheduled erasures carried out');
      },
    },
  ];
}
