import type { FeatureContext } from '../../../lib/feature/feature';
import type { ScheduledJob } from '../../../lib/scheduler/scheduler';
import { attachmentsCleanupJob } from './attachments-cleanup.job';
import { dailyDigestJob } from './daily-digest.job';
import { messagingJobsRepositories } from './messaging-jobs-data';
import { newMessageEmailsJob } from './new-message-emails.job';

/**
 * Messaging's scheduled work (issue 10 part 7): new-message e-mails every minute, the daily digest
 * at 07:00 Madrid time, the clean-up of abandoned attachments. Every process may run it: each
 * period runs once across them (lib/scheduler, decision 0006).
 */
export function messagingJobs({ units, config, files, log }: FeatureContext): ScheduledJob[] {
  const data = units(messagingJobsRepositories);
  // E-mailed links point at the web app.
  const linkTo = (path: string) => new URL(path, `${config.appUrl.replace(/\/+$/, '')}/`).toString();
  return [
    newMessageEmailsJob(data, linkTo),
    dailyDigestJob(data, linkTo),
    attachmentsCleanupJob(data, files, log.child({ component: 'scheduler' })),
  ];
}
