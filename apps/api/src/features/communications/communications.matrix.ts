import { COMMUNICATIONS_ROUTES, PROFILE_HEADER } from '@tribuna/contract';
import { and, asc, eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import {
  createAttachment,
  createConversation,
  createMailbox,
  createPerson,
  createThread,
  jpegImage,
  multipartFile,
  predefinedMailbox,
  uniqueName,
  type ClubFixture,
} from '../../test/factories';
import { MANAGERS_OF_CLUB, MEMBERS_OF_CLUB, mergePatch } from '../../test/matrix/expectations';
import { rowKey, type Expected, type MatrixContext, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';
import type { TestApp } from '../../test/test-app';

/**
 * Thread and message routes act as the `Profile` header's profile: the caller's own profile in
 * the club. The club's people get `success` (or 404 for an object that is not there); an admin
 * with no profile of their own in the club sends no header and gets 400 naming it.
 */
const PARTICIPANTS = (success: number): Expected => ({
  anonymous: [401, 401],
  member: [success, 403],
  guardian: [success, 403],
  manager: [success, 403],
  admin: [400, 400],
});

/** Managers' thread routes (deleted threads): others 403 before the header is read. */
const MODERATORS = (success: number): Expected => ({ ...PARTICIPANTS(success), member: [403, 403], guardian: [403, 403] });

/** The caller's first enabled profile in the club, as the `Profile` header; none when they have none. */
async function actingAs({ t, club, account }: MatrixContext): Promise<Record<string, string>> {
  if (!account) return {};
  const [row] = await t.db
    .select({ hash: profiles.publicId })
    .from(profiles)
    .where(and(eq(profiles.clubId, club.id), eq(profiles.userId, account.id), eq(profiles.enabled, true)))
    .orderBy(asc(profiles.id))
    .limit(1);
  return row ? { [PROFILE_HEADER]: row.hash } : {};
}

/** A request acting as the caller's profile, with an optional JSON body. */
const acting = (payload?: (ctx: MatrixContext) => Promise<object> | object) => async (ctx: MatrixContext) => ({
  headers: await actingAs(ctx),
  ...(payload ? { payload: await payload(ctx) } : {}),
});

/** A merge-patch request (spec 7) acting as the caller's profile. */
const actingPatch = (body: object) => async (ctx: MatrixContext) => {
  const patch = mergePatch(body);
  return { ...patch, headers: { ...patch.headers, ...(await actingAs(ctx)) } };
};

/** A thread of the club between two of its people (neither of them a matrix actor). */
async function threadIn(t: TestApp, club: ClubFixture) {
  const author = await createPerson(t, club, { role: 'manager' });
  const recipient = await createPerson(t, club, { role: 'member' });
  return { thread: await createThread(t, club, author, { to: [recipient] }), recipient };
}

const aMailbox: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { mailboxHash: (await createMailbox(t, club)).hash } });
const aThread: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { threadHash: (await threadIn(t, club)).thread.hash } });

/**
 * Authorization matrix rows of messaging (issue 10; src/test/authorization-matrix.test.ts).
 * Mailbox management: managers (and admins). Threads and messages: the club's people acting as
 * one of their profiles; someone else's thread, conversation or attachment answers 404 like one
 * that does not exist (the rows' unknown ids; foreignObject: another club's real ones).
 */
export const COMMUNICATIONS_MATRIX: MatrixRows = {
  [rowKey(COMMUNICATIONS_ROUTES.listMailboxes)]: { request: () => ({}), expect: MEMBERS_OF_CLUB },
  [rowKey(COMMUNICATIONS_ROUTES.createMailbox)]: {
    request: () => ({ payload: { name: `Matrix ${uniqueName('box')}` } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(COMMUNICATIONS_ROUTES.readMailbox)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aMailbox },
  [rowKey(COMMUNICATIONS_ROUTES.renameMailbox)]: {
    request: () => mergePatch({ name: `Renamed ${uniqueName('box')}` }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aMailbox,
  },
  [rowKey(COMMUNICATIONS_ROUTES.removeMailbox)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aMailbox },
  [rowKey(COMMUNICATIONS_ROUTES.listMailboxProfiles)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aMailbox },
  [rowKey(COMMUNICATIONS_ROUTES.addMailboxProfile)]: {
    request: () => ({ payload: { profileHash: 'AAAAAAAAAAAAAAAAAAAAAA' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aMailbox,
  },
  [rowKey(COMMUNICATIONS_ROUTES.removeMailboxProfile)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    // The person answers from the mailbox, so the removal would succeed in the objects' own club.
    foreignObject: async ({ t }, { club }) => {
      const person = await createPerson(t, club, { role: 'member' });
      const mailbox = await createMailbox(t, club, { profiles: [person] });
      return { params: { mailboxHash: mailbox.hash, profileHash: person.hash } };
    },
  },
  [rowKey(COMMUNICATIONS_ROUTES.duplicateMailbox)]: {
    request: () => ({ payload: {} }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aMailbox,
  },

  // Deleted messages: managers only (My messages itself is in communications.test.ts).
  [rowKey(COMMUNICATIONS_ROUTES.listThreads)]: {
    request: async (ctx) => ({ headers: await actingAs(ctx), query: { box: 'deleted' } }),
    expect: MODERATORS(200),
  },
  [rowKey(COMMUNICATIONS_ROUTES.createThread)]: {
    request: acting(async ({ t, club }) => ({
      subject: 'Matrix',
      body: '<p>Hello</p>',
      recipients: [{ kind: 'mailbox', mailboxHash: (await predefinedMailbox(t, club)).hash }],
    })),
    expect: PARTICIPANTS(201),
  },
  [rowKey(COMMUNICATIONS_ROUTES.readThread)]: { request: acting(), expect: PARTICIPANTS(404), foreignObject: aThread },
  [rowKey(COMMUNICATIONS_ROUTES.updateThreadState)]: {
    request: actingPatch({ archived: true }),
    expect: PARTICIPANTS(404),
    foreignObject: aThread,
  },
  [rowKey(COMMUNICATIONS_ROUTES.deleteThread)]: { request: acting(), expect: PARTICIPANTS(404), foreignObject: aThread },
  [rowKey(COMMUNICATIONS_ROUTES.createMessage)]: {
    request: acting(() => ({ body: '<p>Reply</p>' })),
    expect: PARTICIPANTS(404),
    foreignObject: aThread,
  },
  [rowKey(COMMUNICATIONS_ROUTES.listConversations)]: { request: acting(), expect: PARTICIPANTS(404), foreignObject: aThread },
  [rowKey(COMMUNICATIONS_ROUTES.readConversation)]: {
    request: acting(),
    expect: PARTICIPANTS(404),
    foreignObject: async ({ t }, { club }) => {
      const { thread, recipient } = await threadIn(t, club);
      return { params: { threadHash: thread.hash, conversationHash: (await createConversation(t, thread, recipient)).hash } };
    },
  },
  [rowKey(COMMUNICATIONS_ROUTES.listRecipients)]: { request: acting(), expect: PARTICIPANTS(404), foreignObject: aThread },
  [rowKey(COMMUNICATIONS_ROUTES.restoreThread)]: {
    request: acting(),
    expect: MODERATORS(404),
    foreignObject: aThread,
  },
  [rowKey(COMMUNICATIONS_ROUTES.listBroadcasts)]: { request: acting(), expect: PARTICIPANTS(404), foreignObject: aThread },
  [rowKey(COMMUNICATIONS_ROUTES.unread)]: { request: acting(), expect: PARTICIPANTS(200) },
  // The stream answers its headers and stays open: read as a stream, closed by the matrix.
  [rowKey(COMMUNICATIONS_ROUTES.events)]: {
    request: async (ctx) => ({ ...(await acting()(ctx)), payloadAsStream: true }),
    expect: PARTICIPANTS(200),
  },
  [rowKey(COMMUNICATIONS_ROUTES.accessibleParticipants)]: { request: acting(), expect: PARTICIPANTS(200) },
  [rowKey(COMMUNICATIONS_ROUTES.allowedRecipients)]: { request: acting(), expect: PARTICIPANTS(200) },
  [rowKey(COMMUNICATIONS_ROUTES.uploadAttachment)]: {
    request: async (ctx) => {
      const upload = multipartFile('photo.jpg', await jpegImage(), 'image/jpeg');
      return { payload: upload.payload, headers: { ...upload.headers, ...(await actingAs(ctx)) } };
    },
    expect: PARTICIPANTS(201),
  },
  [rowKey(COMMUNICATIONS_ROUTES.downloadAttachment)]: {
    request: acting(),
    expect: PARTICIPANTS(404),
    foreignObject: async ({ t }, { club }) => ({
      params: { attachmentHash: (await createAttachment(t, club, await createPerson(t, club, { role: 'member' }))).hash },
    }),
  },
};
