import type { Db } from '../../../db/client';
import { ChangeFeed } from '../../../lib/cache/change-feed';
import { UnitOfWork } from '../../../lib/data/unit-of-work';
import { NotificationsRepository } from '../../../lib/outbox/enqueue';
import { MessagingJobsRepository } from './messaging-jobs.repository';

export const messagingJobsRepositories = (db: Db) => ({
  jobs: new MessagingJobsRepository(db),
  notifications: new NotificationsRepository(db),
});

export type MessagingJobsData = UnitOfWork<ReturnType<typeof messagingJobsRepositories>>;

/** What a job needs besides its data: absolute links for e-mails. */
export type LinkTo = (path: string) => string;

/**
 * The jobs' unit of work: e-mails are enqueued in the transaction that marks their rows
 * notified. They write no watched table (participants, outbox, attachments), so no read cache
 * depends on them and a feed of their own is enough.
 */
export const messagingJobsData = (db: Db): MessagingJobsData => new UnitOfWork(db, new ChangeFeed(), messagingJobsRepositories);
