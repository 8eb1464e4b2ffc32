import {
  AllowedRecipientsSchema,
  ThreadDetailSchema,
  ThreadListSchema,
  ThreadRecipientsSchema,
  type RecipientTarget,
  type ThreadSummary,
} from '@tribuna/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, threadParticipants, threads } from '../../db/schema';
import {
  createClub,
  createMailbox,
  createPerson,
  createTeam,
  createThread,
  predefinedMailbox,
  type ClubFixture,
  type MailboxFixture,
  type PersonFixture,
} from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { actingGuardian, actingPerson, messagingApi, messagingTestApp, type Acting, type MessagingApi } from './communications-test-kit';

let t: TestApp;
let club: ClubFixture;
let api: MessagingApi;
let manager: Acting;
let member: Acting;
let other: Acting;
let guardian: Acting & { child: PersonFixture };
let predefined: MailboxFixture;

beforeAll(async () => {
  t = await messagingTestApp();
  club = await createClub(t);
  api = messagingApi(t, club);
  manager = await actingPerson(t, club, 'manager');
  member = await actingPerson(t, club, 'member');
  other = await actingPerson(t, club, 'member');
  guardian = await actingGuardian(t, club);
  predefined = await predefinedMailbox(t, club);
});
afterAll(() => t.close());

const write = (who: Acting, recipients: RecipientTarget[], extra: object = {}) =>
  api.post(who, '/threads', { subject: 'Training on Friday', body: '<p>See you at <b>18:00</b></p>', recipients, ...extra });
const threadsIn = async (who: Acting, query: Record<string, string> = {}) =>
  ThreadListSchema.parse((await api.get(who, '/threads', query)).json());
const unreadOf = async (who: Acting) => (await api.get(who, '/unread')).json().unreadMessages as number;
const hashes = (items: ThreadSummary[]) => items.map((item) => item.threadHash);
const countRows = async () => ({
  threads: (await t.db.select({ n: count() }).from(threads))[0]!.n,
  participants: (await t.db.select({ n: count() }).from(threadParticipants))[0]!.n,
  messages: (await t.db.select({ n: count() }).from(messages))[0]!.n,
});

describe('the Profile header', () => {
  it('is required, naming the header', async () => {
    const response = await api.send(member, { method: 'GET', url: `${api.base}/unread`, profile: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams).toEqual([
      { field: 'Profile', errors: ['The Profile header is required: the id of the profile you act as'], codes: ['profileHeaderMissing'] },
    ]);
  });

  it("must name one of the caller's own profiles in this club", async () => {
    const foreignClub = await createClub(t);
    const elsewhere = await actingPerson(t, foreignClub, 'member');
    for (const profile of [other.profile.hash, elsewhere.profile.hash, guardian.child.hash, 'AAAAAAAAAAAAAAAAAAAAAA', 'not a hash!']) {
      const response = await api.send(member, { method: 'GET', url: `${api.base}/unread`, profile });
      expect(response.statusCode, profile).toBe(400);
      expect(response.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'Profile', codes: ['profileHeaderForeign'] });
    }
  });

  it('is documented on every acting route of the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/clubs/{clubHash}/communications/threads/{threadHash}'].get;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Profile' }));
    expect(Object.keys(operation.responses)).toContain('400');
  });
});

describe('a new thread', () => {
  it('reaches a person, sanitizes the body and is the author’s, read, with the opening message', async () => {
    const response = await write(manager, [{ kind: 'person', profileHash: member.profile.hash }], {
      body: '<p onclick="steal()" style="color:red" class="x">Hi <script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">bad</a> <a href="https://club.example/x">good</a></p><img src=x onerror=alert(2)>',
    });
    expect(response.statusCode).toBe(201);
    const thread = ThreadDetailSchema.parse(response.json());
    expect(thread.message.body).toBe(
      '<p>Hi <span>bad</span> <a href="https://club.example/x" rel="noopener noreferrer nofollow" target="_blank">good</a></p>',
    );
    expect(thread).toMatchObject({ authorSide: true, unread: false, recipientsCount: 1, canBroadcast: false, canDelete: true });
    expect(thread.lastMessage.excerpt).toBe('Hi bad good');
    expect(thread.from.author.profileHash).toBe(manager.profile.hash);
    expect(thread.to).toEqual([
      { kind: 'person', hash: member.profile.hash, category: null, label: `${member.profile.name} ${member.profile.surname}` },
    ]);

    const inbox = await threadsIn(member);
    expect(inbox['hydra:member'][0]).toMatchObject({ threadHash: thread.threadHash, unread: true, authorSide: false });
    expect(hashes((await threadsIn(other))['hydra:member'])).not.toContain(thread.threadHash);
  });

  it('refuses a body with no text left after sanitizing', async () => {
    const response = await write(manager, [{ kind: 'person', profileHash: member.profile.hash }], { body: '<script>alert(1)</script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'body', codes: ['messageEmpty'] });
  });

  it('reaches a team, a category and the whole groups, guardians of a child athlete included', async () => {
    const coach = await createPerson(t, club, { role: 'member', name: 'Coach' });
    const team = await createTeam(t, club, {
      category: 'Under-12',
      roster: [{ person: guardian.child }, { person: coach, role: 'coach' }],
    });
    const cases: [RecipientTarget, number][] = [
      [{ kind: 'team', teamHash: team.hash }, 3],
      [{ kind: 'category', category: 'Under-12' }, 2],
      [{ kind: 'athletes' }, 2],
      [{ kind: 'guardians' }, 1],
      [{ kind: 'partners' }, 3],
    ];
    for (const [target, reached] of cases) {
      const thread = ThreadDetailSchema.parse((await write(manager, [target])).json());
      expect(thread.recipientsCount, target.kind).toBe(reached);
      if (target.kind !== 'partners') expect(hashes((await threadsIn(guardian))['hydra:member']), target.kind).toContain(thread.threadHash);
    }
    const teamThread = ThreadDetailSchema.parse((await write(manager, [{ kind: 'team', teamHash: team.hash }])).json());
    const detail = ThreadDetailSchema.parse((await api.get(manager, `/threads/${teamThread.threadHash}`)).json());
    expect(detail.targets).toEqual([{ kind: 'team', hash: team.hash, category: null, label: team.name }]);
    const recipients = ThreadRecipientsSchema.parse((await api.get(manager, `/threads/${teamThread.threadHash}/recipients`)).json());
    expect(recipients['hydra:view']['hydra:first']).toBe(`${api.base}/threads/${teamThread.threadHash}/recipients?page=1`);
    const participants = recipients['hydra:member'];
    const forGuardian = participants.find((p) => p.person?.profileHash === guardian.profile.hash);
    expect(forGuardian).toMatchObject({ onBehalfOf: { profileHash: guardian.child.hash }, read: false });
    expect(participants.find((p) => p.person?.profileHash === guardian.child.hash)?.onBehalfOf).toBeNull();
    // Only the author side sees who was reached.
    expect((await api.get(guardian, `/threads/${teamThread.threadHash}/recipients`)).statusCode).toBe(403);
  });

  it('reaches a mailbox: its profiles share one unread state', async () => {
    const colleague = await actingPerson(t, club, 'manager');
    await api.post(manager, `/mailboxes/${predefined.hash}/profiles`, { profileHash: colleague.profile.hash });
    const before = [await unreadOf(manager), await unreadOf(colleague)];
    const thread = ThreadDetailSchema.parse((await write(member, [{ kind: 'mailbox', mailboxHash: predefined.hash }])).json());
    expect([await unreadOf(manager), await unreadOf(colleague)]).toEqual([before[0]! + 1, before[1]! + 1]);
    const seen = ThreadDetailSchema.parse((await api.get(colleague, `/threads/${thread.threadHash}`)).json());
    expect(seen.via).toEqual({ mailboxHash: predefined.hash, name: club.name });
    expect([await unreadOf(manager), await unreadOf(colleague)]).toEqual(before);
  });

  it('is written from a mailbox only by its profiles', async () => {
    const box = await createMailbox(t, club);
    const refused = await write(manager, [{ kind: 'person', profileHash: member.profile.hash }], { fromMailboxHash: box.hash });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'fromMailboxHash', codes: ['notMailboxMember'] });
    const sent = ThreadDetailSchema.parse(
      (await write(manager, [{ kind: 'person', profileHash: member.profile.hash }], { fromMailboxHash: predefined.hash })).json(),
    );
    expect(sent).toMatchObject({
      from: { mailbox: { mailboxHash: predefined.hash } },
      via: { mailboxHash: predefined.hash },
      canBroadcast: true,
    });
  });

  it('lets members write to mailboxes and the club’s managers, not to groups or other members', async () => {
    expect((await write(member, [{ kind: 'person', profileHash: manager.profile.hash }])).statusCode).toBe(201);
    const refused = await write(member, [
      { kind: 'person', profileHash: other.profile.hash },
      { kind: 'athletes' },
      { kind: 'mailbox', mailboxHash: predefined.hash },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().invalidParamsList.invalidParams).toEqual([
      expect.objectContaining({ field: 'recipients.0', codes: ['recipientNotAllowed'] }),
      expect.objectContaining({ field: 'recipients.1', codes: ['recipientNotAllowed'] }),
    ]);
    // A member's choices: single people and the club's mailboxes; no group, and no mailbox to write from.
    const allowed = AllowedRecipientsSchema.parse((await api.get(member, '/allowed-recipients')).json())['hydra:member'];
    expect(allowed[0]).toEqual({ kind: 'person', hash: null, category: null, label: 'person', use: 'to' });
    expect(new Set(allowed.slice(1).map((choice) => `${choice.use}:${choice.kind}`))).toEqual(new Set(['to:mailbox']));
    expect(allowed.map((choice) => choice.hash)).toContain(predefined.hash);
    const people = (await api.get(member, '/accesible-participants', { q: manager.profile.surname })).json();
    expect(people['hydra:member'].map((p: { profileHash: string }) => p.profileHash)).toEqual([manager.profile.hash]);
    expect((await api.get(member, '/accesible-participants', { q: other.profile.surname })).json()['hydra:member']).toEqual([]);
  });

  it("lets a guardian write to the staff of their child's team", async () => {
    const coach = await createPerson(t, club, { role: 'member', name: 'Staff', surname: 'Of The Child Team' });
    const stranger = await createPerson(t, club, { role: 'member', name: 'Staff', surname: 'Of Another Team' });
    await createTeam(t, club, { roster: [{ person: guardian.child }, { person: coach, role: 'coach' }] });
    await createTeam(t, club, { roster: [{ person: stranger, role: 'coach' }] });
    const found = (await api.get(guardian, '/accesible-participants', { q: 'staff of' })).json();
    expect(found['hydra:member'].map((p: { profileHash: string }) => p.profileHash)).toEqual([coach.hash]);
    expect((await write(guardian, [{ kind: 'person', profileHash: coach.hash }])).statusCode).toBe(201);
    const refused = await write(guardian, [{ kind: 'person', profileHash: stranger.hash }]);
    expect(refused.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'recipients.0', codes: ['recipientNotAllowed'] });
  });

  it('is written with all its recipients or not at all', async () => {
    const before = await countRows();
    const otherClubPerson = await createPerson(t, await createClub(t), { role: 'member' });
    const unknown = await write(manager, [
      { kind: 'person', profileHash: member.profile.hash },
      { kind: 'person', profileHash: otherClubPerson.hash },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'recipients.1', codes: ['unknownRecipient'] });
    // An empty team: the thread row is inserted, then nobody is reached and everything rolls back.
    const empty = await createTeam(t, club);
    const nobody = await write(manager, [{ kind: 'team', teamHash: empty.hash }]);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'recipients', codes: ['noRecipientsFound'] });
    expect(await countRows()).toEqual(before);
  });
});

describe('thread states', () => {
  it('opening marks read, "mark as unread" brings it back, and the badge follows', async () => {
    const start = await unreadOf(other);
    const thread = await createThread(t, club, manager.profile, { to: [other.profile] });
    expect(await unreadOf(other)).toBe(start + 1);
    const opened = ThreadDetailSchema.parse((await api.get(other, `/threads/${thread.hash}`)).json());
    expect(opened).toMatchObject({ unread: false, authorSide: false, canReply: true, canBroadcast: false, canDelete: false });
    expect(await unreadOf(other)).toBe(start);
    const marked = await api.patch(other, `/threads/${thread.hash}`, { read: false });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ unread: true });
    expect(await unreadOf(other)).toBe(start + 1);
    // Archived threads do not count and leave My messages for Archived messages.
    await api.patch(other, `/threads/${thread.hash}`, { archived: true });
    expect(await unreadOf(other)).toBe(start);
    expect(hashes((await threadsIn(other))['hydra:member'])).not.toContain(thread.hash);
    expect(hashes((await threadsIn(other, { box: 'archived' }))['hydra:member'])).toContain(thread.hash);
    await api.patch(other, `/threads/${thread.hash}`, { archived: false });
    expect(hashes((await threadsIn(other))['hydra:member'])).toContain(thread.hash);
  });

  it('answers 404 to someone who takes no part in a thread', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [member.profile] });
    for (const call of [
      api.get(other, `/threads/${thread.hash}`),
      api.patch(other, `/threads/${thread.hash}`, { archived: true }),
      api.delete(other, `/threads/${thread.hash}`),
      api.get(other, `/threads/${thread.hash}/conversations`),
      api.get(other, `/threads/${thread.hash}/broadcast-messages`),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
  });

  it('is deleted for everyone by its author side, seen by managers in Deleted messages, and restored by them', async () => {
    const thread = await createThread(t, club, member.profile, { to: [other.profile] });
    expect((await api.delete(other, `/threads/${thread.hash}`)).statusCode).toBe(403);
    expect((await api.get(member, '/threads', { box: 'deleted' })).statusCode).toBe(403);
    expect((await api.delete(member, `/threads/${thread.hash}`)).statusCode).toBe(204);
    expect(hashes((await threadsIn(other))['hydra:member'])).not.toContain(thread.hash);
    expect(hashes((await threadsIn(member))['hydra:member'])).not.toContain(thread.hash);

    const deleted = await threadsIn(manager, { box: 'deleted' });
    expect(deleted['hydra:member'].find((item) => item.threadHash === thread.hash)).toMatchObject({ deleted: true });
    const detail = ThreadDetailSchema.parse((await api.get(manager, `/threads/${thread.hash}`)).json());
    expect(detail).toMatchObject({ deleted: true, canRestore: true, canReply: false });

    const restored = await api.patch(manager, `/threads/${thread.hash}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ threadHash: thread.hash, deleted: false });
    expect(hashes((await threadsIn(other))['hydra:member'])).toContain(thread.hash);
    const again = await api.patch(manager, `/threads/${thread.hash}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'threadNotDeleted' });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.target, thread.hash))).map((row) => row.action);
    expect(actions.sort()).toEqual(['thread.deleted', 'thread.restored']);
  });
});

describe('My messages', () => {
  it('pages newest first with a cursor, without repeating a thread seen through a mailbox too', async () => {
    const reader = await actingPerson(t, club, 'member');
    const box = await createMailbox(t, club, { profiles: [reader.profile] });
    const made: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      // Every third thread reaches the reader both personally and through their mailbox.
      const to =
        n % 3 === 0 ? { to: [reader.profile], toMailboxes: [box] } : n % 3 === 1 ? { to: [reader.profile] } : { toMailboxes: [box] };
      made.push((await createThread(t, club, manager.profile, { subject: `Paging ${n}`, ...to })).hash);
    }
    const seen: string[] = [];
    // The client follows hydra:next as it is: the same query with the next page's cursor.
    let next: string | undefined = `${api.base}/threads?itemsPerPage=3`;
    let pages = 0;
    do {
      const page = ThreadListSchema.parse((await api.send(reader, { method: 'GET', url: next })).json());
      expect(page['hydra:totalItems']).toBe(7);
      expect(page['hydra:view']['@id']).toBe(next);
      seen.push(...hashes(page['hydra:member']));
      next = page['hydra:view']['hydra:next'];
      if (next) expect(next).toMatch(new RegExp(`^${api.base}/threads\\?itemsPerPage=3&cursor=`));
      pages += 1;
    } while (next);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    const onlyBox = await threadsIn(reader, { mailboxHash: box.hash });
    expect(onlyBox['hydra:totalItems']).toBe(5);
    expect(onlyBox['hydra:member'].every((item) => item.via?.mailboxHash === box.hash)).toBe(true);
    expect((await api.get(reader, '/threads', { cursor: 'bm90IGEgY3Vyc29y' })).statusCode).toBe(400);
  });

  it('searches subject, author and text (accents and case ignored) and filters unread', async () => {
    const reader = await actingPerson(t, club, 'member');
    const author = await createPerson(t, club, { role: 'manager', name: 'Àlex', surname: 'Pérez' });
    const bySubject = await createThread(t, club, manager.profile, { subject: 'Excursión a Montserrat', to: [reader.profile] });
    const byAuthor = await createThread(t, club, author, { subject: 'Hello', to: [reader.profile] });
    const byText = await createThread(t, club, manager.profile, { subject: 'Hi', body: 'Bring the blue shirt', to: [reader.profile] });
    const search = async (q: string) => hashes((await threadsIn(reader, { q }))['hydra:member']);
    expect(await search('EXCURSION')).toEqual([bySubject.hash]);
    expect(await search('alex perez')).toEqual([byAuthor.hash]);
    expect(await search('blue shirt')).toEqual([byText.hash]);
    expect(await search('100%_')).toEqual([]);

    await api.get(reader, `/threads/${byAuthor.hash}`);
    const unread = await threadsIn(reader, { unread: 'true' });
    expect(hashes(unread['hydra:member']).sort()).toEqual([bySubject.hash, byText.hash].sort());
    expect(unread['hydra:totalItems']).toBe(2);
  });
});
