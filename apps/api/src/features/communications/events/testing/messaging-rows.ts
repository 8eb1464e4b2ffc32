import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { mailboxes, mailboxProfiles, threadParticipants, threads } from '../../../../db/schema';
import { newPublicId } from '../../../../lib/ids';

/**
 * Messaging rows written straight to the tables, for the event, job and scheduler tests (which
 * must not depend on the messaging service): a thread whose participants are the given profiles
 * and mailboxes, unread unless told.
 */
export type ParticipantSpec = ({ profileId: number } | { mailboxId: number }) & {
  side?: 'author' | 'recipient';
  unread?: boolean;
  archived?: boolean;
  /** Minutes since the last message that reached this participant. */
  minutesAgo?: number;
  notified?: boolean;
};

export type ThreadRow = { id: number; hash: string; participantIds: number[] };

export async function insertThread(
  db: Db,
  clubId: number,
  participants: readonly ParticipantSpec[],
  options: { subject?: string; deleted?: boolean } = {},
): Promise<ThreadRow> {
  const [thread] = await db
    .insert(threads)
    .values({
      publicId: newPublicId(),
      clubId,
      subject: options.subject ?? 'Training moved to Friday',
      authorName: 'Test Author',
      targets: [],
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning({ id: threads.id, hash: threads.publicId });
  const rows = await db
    .insert(threadParticipants)
    .values(
      participants.map((p) => ({
        threadId: thread!.id,
        clubId,
        profileId: 'profileId' in p ? p.profileId : null,
        mailboxId: 'mailboxId' in p ? p.mailboxId : null,
        side: p.side ?? 'recipient',
        unread: p.unread ?? true,
        archived: p.archived ?? false,
        activityAt: new Date(Date.now() - (p.minutesAgo ?? 0) * 60_000),
        notifiedAt: p.notified ? new Date() : null,
        // As the threads service deletes: the rows carry the flag the list indexes read.
        threadDeleted: options.deleted ?? false,
      })),
    )
    .returning({ id: threadParticipants.id });
  return { id: thread!.id, hash: thread!.hash, participantIds: rows.map((r) => r.id) };
}

/** The club's predefined mailbox (created with the club by a trigger). */
export async function predefinedMailboxOf(db: Db, clubId: number): Promise<number> {
  const [row] = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(and(eq(mailboxes.clubId, clubId), eq(mailboxes.predefined, true)));
  return row!.id;
}

/** A new mailbox of the club answered by the given profiles. */
export async function insertMailbox(
  db: Db,
  clubId: number,
  profileIds: readonly number[],
  name = `Mailbox ${newPublicId()}`,
): Promise<number> {
  const [row] = await db.insert(mailboxes).values({ publicId: newPublicId(), clubId, name }).returning({ id: mailboxes.id });
  if (profileIds.length) await db.insert(mailboxProfiles).values(profileIds.map((profileId) => ({ mailboxId: row!.id, profileId })));
  return row!.id;
}
