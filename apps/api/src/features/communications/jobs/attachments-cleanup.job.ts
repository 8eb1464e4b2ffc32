import { dailyAt } from '../../../lib/scheduler/periods';
import type { ScheduledJob } from '../../../lib/scheduler/scheduler';
import type { MessagingJobsData } from './messaging-jobs-data';

/** Where attachment files are removed from (the app's FileStorage, lib/uploads/file-storage.ts). */
export type AttachmentFiles = { delete(key: string): Promise<void> };

/** An upload not sent with a message within this many hours is abandoned. */
export const UNBOUND_ATTACHMENT_HOURS = 24;
/** Quiet hour, away from the digest. */
const CLEANUP_LOCAL_HOUR = 4;

type Logger = { warn(obj: object, msg: string): void };

/**
 * Deletes the rows first (one statement, so an attachment being sent at that moment either
 * binds first and stays, or is gone before it binds), then their files. A file left behind by a
 * failed delete is only wasted space, never served: no row points at it.
 */
export async function removeUnboundAttachments(data: MessagingJobsData, files: AttachmentFiles, log: Logger): Promise<number> {
  const keys = await data.read.jobs.deleteUnboundAttachments(UNBOUND_ATTACHMENT_HOURS);
  for (const key of keys) await files.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'attachment file not deleted'));
  return keys.length;
}

export const attachmentsCleanupJob = (data: MessagingJobsData, files: AttachmentFiles, log: Logger): ScheduledJob => ({
  name: 'messaging.attachments-cleanup',
  periodOf: dailyAt(CLEANUP_LOCAL_HOUR),
  run: async () => {
    await removeUnboundAttachments(data, files, log);
  },
});
