import { dailyAt } from '../../../lib/scheduler/periods';
import type { ScheduledJob } from '../../../lib/scheduler/scheduler';
import type { LinkTo, MessagingJobsData } from './messaging-jobs-data';
import type { DigestLine } from './messaging-jobs.repository';
import { messagesAreaOf, myMessagesPath, notificationLocale } from './notification-targets';

/** Local hour of the digest in the clubs' time zone (lib/scheduler/periods.ts). */
export const DIGEST_LOCAL_HOUR = 7;
/** Subjects listed per e-mail; the rest are counted. */
export const DIGEST_MAX_SUBJECTS = 10;
const PROFILES_PER_BATCH = 500;

function byProfile(lines: readonly DigestLine[]): Map<number, DigestLine[]> {
  const grouped = new Map<number, DigestLine[]>();
  for (const line of lines) grouped.set(line.profileId, [...(grouped.get(line.profileId) ?? []), line]);
  return grouped;
}

/**
 * One digest per profile with unread threads, in clubs without `not_receiving_daily_digest_mail`,
 * walked in batches of profiles by id (each batch's e-mails in one transaction). Returns how many
 * were enqueued.
 */
export async function sendDailyDigest(data: MessagingJobsData, linkTo: LinkTo): Promise<number> {
  let after = 0;
  let emails = 0;
  for (;;) {
    const ids = await data.read.jobs.digestProfileIds(after, PROFILES_PER_BATCH);
    if (ids.length === 0) return emails;
    after = ids.at(-1)!;
    const lines = byProfile(await data.read.jobs.digestLines(ids, DIGEST_MAX_SUBJECTS));
    if (lines.size === 0) continue;
    const reachable = await data.read.jobs.reachable([...lines.keys()]);
    emails += await data.write([], async ({ notifications }) => {
      let enqueued = 0;
      for (const [profileId, profileLines] of lines) {
        const profile = reachable.get(profileId);
        const area = profile && messagesAreaOf(profile);
        if (!profile || !area) continue;
        const { club, total } = profileLines[0]!;
        await notifications.enqueue({
          channel: 'email',
          to: profile.email,
          template: 'messages-digest',
          locale: notificationLocale(profile.locale, club),
          data: {
            clubName: club.name,
            count: String(total),
            threads: profileLines.map((line) => `• ${line.subject}`).join('\n'),
            more: String(total - profileLines.length),
            link: linkTo(myMessagesPath(area, club.hash)),
          },
          userId: profile.userId,
        });
        enqueued += 1;
      }
      return enqueued;
    });
  }
}

export const dailyDigestJob = (data: MessagingJobsData, linkTo: LinkTo): ScheduledJob => ({
  name: 'messaging.daily-digest',
  periodOf: dailyAt(DIGEST_LOCAL_HOUR),
  run: async () => {
    await sendDailyDigest(data, linkTo);
  },
});
