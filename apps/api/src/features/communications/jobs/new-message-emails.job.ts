import type { ScheduledJob } from '../../../lib/scheduler/scheduler';
import { everyMinute } from '../../../lib/scheduler/periods';
import type { LinkTo, MessagingJobsData } from './messaging-jobs-data';
import type { DueParticipant } from './messaging-jobs.repository';
import { messagesAreaOf, notificationLocale, threadPath } from './notification-targets';

/** A new message is e-mailed when it has waited unread this long (issue 10 part 7: "a few minutes"). */
export const EMAIL_UNREAD_AFTER_MINUTES = 5;
const BATCH = 200;

/** Who hears about a due row: its profile, or every profile of its mailbox but the thread's own author. */
function recipientsOf(row: DueParticipant, members: Map<number, number[]>): number[] {
  if (row.profileId !== null) return [row.profileId];
  const profiles = members.get(row.mailboxId!) ?? [];
  // A thread someone wrote to a mailbox they answer from: only their own messages mark that row.
  return row.side === 'recipient' ? profiles.filter((id) => id !== row.threadAuthorProfileId) : profiles;
}

/**
 * One batch: e-mails for the due rows and their notified_at, in one transaction (an e-mail exists
 * exactly when its row is marked). Each profile hears once per thread, even when reached both
 * personally and through a mailbox. Returns the rows handled and the e-mails enqueued.
 */
async function sendBatch(data: MessagingJobsData, linkTo: LinkTo): Promise<{ rows: number; emails: number }> {
  return data.write([], async ({ jobs, notifications }) => {
    const due = await jobs.dueForEmail(EMAIL_UNREAD_AFTER_MINUTES, BATCH);
    const members = await jobs.mailboxMembers(due.flatMap((row) => (row.mailboxId === null ? [] : [row.mailboxId])));
    const pairs = new Map<string, { profileId: number; row: DueParticipant }>();
    for (const row of due)
      for (const profileId of recipientsOf(row, members)) pairs.set(`${profileId} ${row.threadHash}`, { profileId, row });
    const reachable = await jobs.reachable([...pairs.values()].map((pair) => pair.profileId));
    let emails = 0;
    for (const { profileId, row } of pairs.values()) {
      const profile = reachable.get(profileId);
      const area = profile && messagesAreaOf(profile);
      if (!profile || !area) continue;
      await notifications.enqueue({
        channel: 'email',
        to: profile.email,
        template: 'message-received',
        locale: notificationLocale(profile.locale, row.club),
        data: { clubName: row.club.name, threadSubject: row.threadSubject, link: linkTo(threadPath(area, row.club.hash, row.threadHash)) },
        userId: profile.userId,
      });
      emails += 1;
    }
    await jobs.markNotified(due.map((row) => row.id));
    return { rows: due.length, emails };
  });
}

/** E-mails every message left unread past the delay; returns how many e-mails were enqueued. */
export async function sendNewMessageEmails(data: MessagingJobsData, linkTo: LinkTo): Promise<number> {
  let emails = 0;
  for (;;) {
    const batch = await sendBatch(data, linkTo);
    emails += batch.emails;
    if (batch.rows < BATCH) return emails;
  }
}

export const newMessageEmailsJob = (data: MessagingJobsData, linkTo: LinkTo): ScheduledJob => ({
  name: 'messaging.new-message-emails',
  periodOf: everyMinute,
  run: async () => {
    await sendNewMessageEmails(data, linkTo);
  },
});
