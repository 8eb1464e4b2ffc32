import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubs, mailboxes, mailboxProfiles, profiles, users } from '../../../db/schema';

export type ContactClub = typeof clubs.$inferSelect;
export type ContactMailbox = { id: number; publicId: string; name: string };
export type MailboxReader = { userId: number; email: string; locale: string | null };
export type SenderAccount = { userId: number; name: string; lastname: string; email: string; locale: string | null };
export type SenderProfile = { id: number; publicId: string; name: string; surname: string; type: number; panelAccess: boolean };

/** What the contact form reads: the club, its predefined mailbox and who reads it, the sender. */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  async club(clubHash: string): Promise<ContactClub | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.publicId, clubHash));
    return row;
  }

  async predefinedMailbox(clubId: number): Promise<ContactMailbox | undefined> {
    const [row] = await this.db
      .select({ id: mailboxes.id, publicId: mailboxes.publicId, name: mailboxes.name })
      .from(mailboxes)
      .where(and(eq(mailboxes.clubId, clubId), eq(mailboxes.predefined, true)));
    return row;
  }

  /** The accounts behind the mailbox's enabled profiles, each once. */
  async mailboxReaders(mailboxId: number): Promise<MailboxReader[]> {
    return this.db
      .selectDistinct({ userId: users.id, email: users.email, locale: users.locale })
      .from(mailboxProfiles)
      .innerJoin(profiles, and(eq(profiles.id, mailboxProfiles.profileId), eq(profiles.enabled, true)))
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .where(eq(mailboxProfiles.mailboxId, mailboxId));
  }

  async account(userPublicId: string): Promise<SenderAccount | undefined> {
    const [row] = await this.db
      .select({ userId: users.id, name: users.name, lastname: users.lastname, email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.publicId, userPublicId), eq(users.enabled, true)));
    return row;
  }

  /** The account's enabled profiles in the club, oldest first. */
  async profilesIn(clubId: number, userId: number): Promise<SenderProfile[]> {
    return this.db
      .select({
        id: profiles.id,
        publicId: profiles.publicId,
        name: profiles.name,
        surname: profiles.surname,
        type: profiles.type,
        panelAccess: profiles.panelAccess,
      })
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), eq(profiles.userId, userId), eq(profiles.enabled, true)))
      .orderBy(asc(profiles.id));
  }
}
