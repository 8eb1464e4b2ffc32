import { MANDATE_EXPIRY_MONTHS } from '@tribuna/contract';
import type { JobContext } from '../../../lib/feature/feature';
import { dailyAt } from '../../../lib/scheduler/periods';
import type { ScheduledJob } from '../../../lib/scheduler/scheduler';
import { feesRepositories } from '../fees.data';
import { FEE_TABLES } from '../fee-tables';
import { addMonths, clubToday } from './member-payments.presenter';

/**
 * Mandates unused for 36 months expire (SEPA rulebook): read as expired at once by the member's
 * page, and written once a day here so the debit batches skip them too.
 */
export function memberJobs({ units, log }: JobContext): ScheduledJob[] {
  const data = units(feesRepositories);
  return [
    {
      name: 'fees.expire-mandates',
      periodOf: dailyAt(3),
      run: async () => {
        const before = addMonths(clubToday(new Date()), -MANDATE_EXPIRY_MONTHS);
        const expired = await data.writeOne(FEE_TABLES, (repos) => repos.mandates.expireUnused(before));
        if (expired > 0) log.info({ expired }, 'SEPA mandates unused for 36 months expired');
      },
    },
  ];
}
