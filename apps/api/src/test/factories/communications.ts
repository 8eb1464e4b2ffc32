import { and, eq } from 'drizzle-orm';
import { mailboxes } from '../../db/schema';
import { communicationsRepositories, type CommunicationsRepositories } from '../../features/communications/communications.data';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { newPublicId } from '../../lib/ids';
import { normaliseSearchText } from '../../lib/search-text';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import type { PersonFixture } from './people';
import type { TeamFixture } from './teams';
import { uniqueName } from './unique';

export type MailboxFixture = { id: number; hash: string; name: string; clubId: number; predefined: boolean };
export type ThreadFixture = { id: number; hash: string; subject: string; clubId: number; openingHash: string };
export type ConversationFixture = { id: number; hash: string; threadId: number };
export type AttachmentFixture = { id: number; hash: string; clubId: number };

/**
 * Messaging rows are written through the app's own repositories, in one unit of work. The app's
 * services then publish which profiles and mailboxes changed; a factory does not know, so it
 * resets the app's messaging read cache instead (the next request reads the new rows).
 */
async function write<T>(t: TestApp, work: (repos: CommunicationsRepositories) => Promise<T>): Promise<T> {
  try {
    return await new UnitOfWork(t.db, t.app.changes, communicationsRepositories).write([], work);
  } finally {
    t.app.featureContext.use('communications').readCache.clearAll();
  }
}

const fixtureOf = (row: { id: number; publicId: string; name: string; clubId: number; predefined: boolean }): MailboxFixture => ({
  id: row.id,
  hash: row.publicId,
  name: row.name,
  clubId: row.clubId,
  predefined: row.predefined,
});

/** The profiles a thread to these teams reaches, as the teams feature names them (TeamsPublic). */
const rosterOf = (t: TestApp, club: ClubFixture, teams: readonly TeamFixture[]) =>
  t.app.featureContext.use('teams').rosterProfileIds(
    club.id,
    teams.map((team) => team.id),
  );

/** A mailbox of the club answered by `profiles` (none by default). */
export async function createMailbox(
  t: TestApp,
  club: ClubFixture,
  options: { name?: string; profiles?: PersonFixture[] } = {},
): Promise<MailboxFixture> {
  return write(t, async (repos) => {
    const mailbox = await repos.mailboxes.create(club.id, options.name ?? `Mailbox ${uniqueName('m')}`);
    if (!mailbox) throw new Error(`mailbox name taken in ${club.shortname}`);
    await repos.mailboxes.addProfiles(
      mailbox,
      (options.profiles ?? []).map((person) => person.id),
    );
    return fixtureOf(mailbox);
  });
}

/** The mailbox every club gets with it (a database trigger makes it). */
export async function predefinedMailbox(t: TestApp, club: ClubFixture): Promise<MailboxFixture> {
  const [row] = await t.db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.clubId, club.id), eq(mailboxes.predefined, true)));
  if (!row) throw new Error(`club ${club.shortname} has no predefined mailbox`);
  return fixtureOf(row);
}

export async function addToMailbox(t: TestApp, mailbox: MailboxFixture, ...people: PersonFixture[]): Promise<void> {
  await write(t, (repos) =>
    repos.mailboxes.addProfiles(
      mailbox,
      people.map((person) => person.id),
    ),
  );
}

export type ThreadOverrides = {
  subject?: string;
  body?: string;
  /** Written from this mailbox (the author's); personally when absent. */
  fromMailbox?: MailboxFixture;
  to?: PersonFixture[];
  toTeams?: TeamFixture[];
  toMailboxes?: MailboxFixture[];
  repliesDisabled?: boolean;
};

/**
 * A thread of the club by `author` (a person of the club), written with the repositories the
 * messaging service uses: the author row, the recipient rows (a child's guardians included),
 * the opening message. No checks on who may write to whom: tests of those go through the API.
 */
export async function createThread(
  t: TestApp,
  club: ClubFixture,
  author: PersonFixture,
  overrides: ThreadOverrides = {},
): Promise<ThreadFixture> {
  const subject = overrides.subject ?? `Thread ${uniqueName('s')}`;
  const body = overrides.body ?? 'Training moves to Friday.';
  const authorName = `${author.name} ${author.surname}`;
  const from = overrides.fromMailbox;
  const teamRoster = await rosterOf(t, club, overrides.toTeams ?? []);
  return write(t, async (repos) => {
    const thread = await repos.threads.insert({
      clubId: club.id,
      subject,
      authorProfileId: author.id,
      authorName,
      mailboxId: from?.id ?? null,
      mailboxName: from?.name ?? null,
      repliesDisabled: overrides.repliesDisabled ?? false,
      targets: (overrides.to ?? []).map((person) => ({
        kind: 'person',
        hash: person.hash,
        category: null,
        label: `${person.name} ${person.surname}`,
      })),
      searchText: normaliseSearchText(`${subject} ${authorName} ${body}`),
    });
    await repos.threads.insertAuthor(thread, from ? { mailboxId: from.id } : { profileId: author.id });
    const reached = await repos.recipients.insertReachedProfiles(
      thread,
      {
        profileIds: [...(overrides.to ?? []).map((p) => p.id), ...teamRoster],
        categories: [],
        types: [],
      },
      author.id,
    );
    const mailboxIds = (overrides.toMailboxes ?? []).map((mailbox) => mailbox.id);
    await repos.threads.insertMailboxRecipients(thread, mailboxIds);
    const opening = await repos.messages.insert({
      threadId: thread.id,
      conversationId: null,
      kind: 'opening',
      authorProfileId: author.id,
      authorName,
      mailboxId: from?.id ?? null,
      mailboxName: from?.name ?? null,
      bodyHtml: `<p>${body}</p>`,
      bodyText: body,
      toAll: false,
    });
    await repos.threads.update(thread, {
      recipientsCount: reached.length + mailboxIds.length,
      lastMessageExcerpt: body,
      lastMessageAuthorName: authorName,
    });
    return { id: thread.id, hash: thread.publicId, subject, clubId: club.id, openingHash: opening.publicId };
  });
}

/** A recipient's conversation in a thread, opened by their first reply. */
export async function createConversation(
  t: TestApp,
  thread: ThreadFixture,
  recipient: PersonFixture,
  body = 'Thanks!',
): Promise<ConversationFixture> {
  return write(t, async (repos) => {
    const rows = await repos.threads.rowsOf(thread.id, recipient.id);
    const row = rows.find((r) => r.profileId === recipient.id && r.side === 'recipient');
    if (!row) throw new Error('the person is not a recipient of the thread');
    const conversation = await repos.messages.conversationOfRow(thread.id, row.id, recipient.id);
    await repos.messages.insert({
      threadId: thread.id,
      conversationId: conversation.id,
      kind: 'reply',
      authorProfileId: recipient.id,
      authorName: `${recipient.name} ${recipient.surname}`,
      mailboxId: null,
      mailboxName: null,
      bodyHtml: `<p>${body}</p>`,
      bodyText: body,
      toAll: false,
    });
    await repos.messages.recordMessage(conversation, { excerpt: body, authorName: `${recipient.name} ${recipient.surname}` });
    return { id: conversation.id, hash: conversation.publicId, threadId: thread.id };
  });
}

/** An uploaded, unsent attachment of `uploader` (the row only; no file is stored). */
export async function createAttachment(t: TestApp, club: ClubFixture, uploader: PersonFixture): Promise<AttachmentFixture> {
  const publicId = newPublicId();
  const row = await write(t, (repos) =>
    repos.attachments.insert({
      publicId,
      clubId: club.id,
      uploaderProfileId: uploader.id,
      fileName: 'notes.pdf',
      contentType: 'application/pdf',
      size: 4,
      storageKey: `attachments/${club.hash}/${publicId}.pdf`,
    }),
  );
  return { id: row.id, hash: row.publicId, clubId: club.id };
}
