import { eq } from 'drizzle-orm';
import { AttachmentsService } from '../attachments.service';
import { communicationsRepositories } from '../communications.data';
import { silentMessagingEvents } from '../events';
import { MailboxesService } from '../mailboxes.service';
import { MessagesService } from '../messages.service';
import { RecipientsService } from '../recipients.service';
import { ThreadListsService } from '../thread-lists.service';
import { ThreadsService } from '../threads.service';
import { seedRecipientTeams } from './messaging-seed-teams';
import { ChangeFeed } from '../../../lib/cache/change-feed';
import { UnitOfWork } from '../../../lib/data/unit-of-work';
import { grantedRole } from '../../../lib/profile-rights';
import type { ActingContext } from '../../../lib/route/request-context';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import type { Db } from '../../../db/client';
import { clubs, profiles, users } from '../../../db/schema';

/** The messaging services as the API builds them, for writing the demo through the same rules. */
export type MessagingServices = {
  mailboxes: MailboxesService;
  threads: ThreadsService;
  threadLists: ThreadListsService;
  messages: MessagesService;
};

/** The demo writes no attachments: a file operation here is a bug in the seed. */
const NO_FILES: FileStorage = {
  put: () => Promise.reject(new Error('the messaging demo seed stores no files')),
  get: () => Promise.resolve(undefined),
  delete: () => Promise.resolve(),
};

export function messagingServices(db: Db): MessagingServices {
  // Before the app starts nothing is cached, so a feed that nobody listens to is enough.
  const data = new UnitOfWork(db, new ChangeFeed(), communicationsRepositories);
  const attachments = new AttachmentsService(data, NO_FILES);
  const recipients = new RecipientsService(data.read, seedRecipientTeams(db));
  return {
    mailboxes: new MailboxesService(data),
    threads: new ThreadsService(data, silentMessagingEvents, recipients, attachments),
    threadLists: new ThreadListsService(data),
    messages: new MessagesService(data, silentMessagingEvents, attachments),
  };
}

/**
 * The request context a profile of the club would have when acting as itself: what the route
 * pipeline builds from the bearer token and the `Profile` header. Profiles without an account
 * (most demo members) act with an anonymous actor, which the audit records as nobody.
 */
export async function actingContextOf(db: Db, profileId: number): Promise<ActingContext> {
  const [row] = await db
    .select({ profile: profiles, userPublicId: users.publicId })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  if (!row) throw new Error(`No profile ${profileId}`);
  const { profile } = row;
  const role = grantedRole(profile.type, profile.panelAccess);
  if (!role) throw new Error(`Profile ${profileId} grants no role in its club`);
  const [club] = await db.select().from(clubs).where(eq(clubs.id, profile.clubId));
  if (!club) throw new Error(`No club ${profile.clubId}`);
  return {
    actor: { userId: row.userPublicId ?? 'demo-seed' },
    club: Object.freeze(club),
    viewer: { userId: profile.userId ?? 0, admin: false, roles: [role], profileIds: [profile.id] },
    profile: { id: profile.id, publicId: profile.publicId, role, name: profile.name, surname: profile.surname },
    ip: '127.0.0.1',
  };
}
