import type { Db } from '../../../db/client';
import { Scheduler } from '../../../lib/scheduler/scheduler';
import { attachmentsCleanupJob, type AttachmentFiles } from './attachments-cleanup.job';
import { dailyDigestJob } from './daily-digest.job';
import { messagingJobsData } from './messaging-jobs-data';
import { newMessageEmailsJob } from './new-message-emails.job';

type Logger = { debug(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type MessagingJobsOptions = {
  db: Db;
  /** config.appUrl: e-mailed links point at the web app. */
  appUrl: string;
  files: AttachmentFiles;
  log: Logger;
  /** Scheduler tick (default 10 s) and clock, for tests. */
  tickMs?: number;
  now?: () => Date;
};

/**
 * Starts messaging's scheduled work in this process (issue 10 part 7): new-message e-mails every
 * minute, the daily digest at 07:00 Madrid time, the clean-up of abandoned attachments. Every
 * process may start it: each period runs once across them (lib/scheduler, decision 0006).
 * Returns stop, which waits for the runs in flight.
 */
export function startMessagingJobs({ db, appUrl, files, log, tickMs, now }: MessagingJobsOptions): () => Promise<void> {
  const data = messagingJobsData(db);
  const linkTo = (path: string) => new URL(path, `${appUrl.replace(/\/+$/, '')}/`).toString();
  const scheduler = new Scheduler(
    db,
    [newMessageEmailsJob(data, linkTo), dailyDigestJob(data, linkTo), attachmentsCleanupJob(data, files, log)],
    log,
    { tickMs, now },
  );
  scheduler.start();
  return () => scheduler.stop();
}
