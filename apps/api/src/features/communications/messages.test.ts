import { ConversationDetailSchema, ConversationListSchema, MessageSchema, ThreadDetailSchema, ThreadListSchema } from '@tribuna/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { threadParticipants, threads } from '../../db/schema';
import { createClub, createThread, predefinedMailbox, type ClubFixture, type MailboxFixture } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { actingPerson, messagingApi, messagingTestApp, type Acting, type MessagingApi } from './communications-test-kit';

let t: TestApp;
let club: ClubFixture;
let api: MessagingApi;
let manager: Acting;
let ana: Acting;
let ben: Acting;
let predefined: MailboxFixture;

beforeAll(async () => {
  t = await messagingTestApp();
  club = await createClub(t);
  api = messagingApi(t, club);
  manager = await actingPerson(t, club, 'manager');
  ana = await actingPerson(t, club, 'member', 'Ana');
  ben = await actingPerson(t, club, 'member', 'Ben');
  predefined = await predefinedMailbox(t, club);
});
afterAll(() => t.close());

const reply = (who: Acting, threadHash: string, body: object) => api.post(who, `/threads/${threadHash}`, { body: '<p>Reply</p>', ...body });
const unreadOf = async (who: Acting) => (await api.get(who, '/unread')).json().unreadMessages as number;
const reasonOf = (response: { statusCode: number; json: () => { reason?: string } }) => [response.statusCode, response.json().reason];
const summaryOf = async (who: Acting, threadHash: string) =>
  ThreadListSchema.parse((await api.get(who, '/threads')).json())['hydra:member'].find((item) => item.threadHash === threadHash);

describe('replies (spec 5)', () => {
  it('are refused on your own thread outside a conversation', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [ana.profile] });
    expect(reasonOf(await reply(manager, thread.hash, {}))).toEqual([409, 'replyOwnThread']);
  });

  it('open a private conversation: the author side sees all, each recipient only their own', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [ana.profile, ben.profile] });
    const first = await reply(ana, thread.hash, { body: '<p>Can my brother come too?</p>' });
    expect(first.statusCode).toBe(201);
    const message = MessageSchema.parse(first.json());
    expect(message).toMatchObject({ kind: 'reply', toAll: false, from: { author: { profileHash: ana.profile.hash }, mailbox: null } });
    await reply(ben, thread.hash, { body: '<p>I will be late</p>' });

    const all = ConversationListSchema.parse((await api.get(manager, `/threads/${thread.hash}/conversations`)).json());
    expect(all['hydra:member'].map((c) => c.with.profileHash).sort()).toEqual([ana.profile.hash, ben.profile.hash].sort());
    const mine = ConversationListSchema.parse((await api.get(ana, `/threads/${thread.hash}/conversations`)).json());
    expect(mine['hydra:member']).toHaveLength(1);
    expect(mine['hydra:member'][0]).toMatchObject({
      conversationHash: message.conversationHash,
      messagesCount: 1,
      startedBy: { profileHash: ana.profile.hash },
    });
    expect(mine['hydra:member'][0]!.lastMessage.excerpt).toBe('Can my brother come too?');
    // Someone else's conversation does not exist for Ben.
    expect((await api.get(ben, `/threads/${thread.hash}/conversations/${message.conversationHash}`)).statusCode).toBe(404);
    expect(reasonOf(await reply(ben, thread.hash, { conversationHash: message.conversationHash! }))).toEqual([404, 'conversationNotFound']);

    // The author side's list shows the latest conversation message; Ben's does not.
    expect((await summaryOf(manager, thread.hash))?.lastMessage.excerpt).toBe('I will be late');
    expect((await summaryOf(ana, thread.hash))?.lastMessage.excerpt).toBe('Can my brother come too?');
  });

  it('reach only the other side as unread, and make the "new message" e-mail due again', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [ana.profile, ben.profile] });
    await api.get(ana, `/threads/${thread.hash}`);
    await api.get(ben, `/threads/${thread.hash}`);
    await t.db.update(threadParticipants).set({ notifiedAt: new Date() }).where(eq(threadParticipants.threadId, thread.id));
    const managerBefore = await unreadOf(manager);
    const sent = MessageSchema.parse((await reply(ana, thread.hash, {})).json());
    expect(await unreadOf(manager)).toBe(managerBefore + 1);
    expect((await summaryOf(ana, thread.hash))?.unread).toBe(false);
    expect((await summaryOf(ben, thread.hash))?.unread).toBe(false);

    await api.get(manager, `/threads/${thread.hash}`);
    const answer = await reply(manager, thread.hash, { conversationHash: sent.conversationHash!, body: '<p>Of course</p>' });
    expect(answer.statusCode).toBe(201);
    expect((await summaryOf(ana, thread.hash))?.unread).toBe(true);
    expect((await summaryOf(ben, thread.hash))?.unread).toBe(false);
    const notified = await t.db
      .select({ profileId: threadParticipants.profileId })
      .from(threadParticipants)
      .where(and(eq(threadParticipants.threadId, thread.id), isNotNull(threadParticipants.notifiedAt)));
    expect(notified.map((row) => row.profileId)).toEqual([ben.profile.id]);

    const conversation = ConversationDetailSchema.parse(
      (await api.get(ana, `/threads/${thread.hash}/conversations/${sent.conversationHash}`)).json(),
    );
    expect(conversation.messages.map((m) => m.body)).toEqual(['<p>Reply</p>', '<p>Of course</p>']);
    // Ana and the manager only: nobody else to reply to (issue 21; reply-modes.test.ts has the other cases).
    expect(conversation).toMatchObject({ messagesCount: 2, canReplyToAll: false, threadHash: thread.hash });
  });

  it('are refused when the author disabled them, and on a deleted thread', async () => {
    const closed = await createThread(t, club, manager.profile, { to: [ana.profile], repliesDisabled: true });
    expect(reasonOf(await reply(ana, closed.hash, {}))).toEqual([409, 'repliesDisabled']);
    expect(ThreadDetailSchema.parse((await api.get(ana, `/threads/${closed.hash}`)).json()).canReply).toBe(false);

    const gone = await createThread(t, club, manager.profile, { to: [ana.profile] });
    await api.delete(manager, `/threads/${gone.hash}`);
    expect(reasonOf(await reply(ana, gone.hash, {}))).toEqual([409, 'threadDeleted']);
    expect(reasonOf(await reply(manager, gone.hash, { broadcast: true }))).toEqual([409, 'threadDeleted']);
  });

  it('to all only in a conversation you started', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [ana.profile] });
    const started = MessageSchema.parse((await reply(ana, thread.hash, {})).json());
    const refused = await reply(manager, thread.hash, { conversationHash: started.conversationHash!, replyToAll: true });
    expect(reasonOf(refused)).toEqual([409, 'replyToAllNotStarter']);
    const toAll = await reply(ana, thread.hash, { replyToAll: true });
    expect(toAll.statusCode).toBe(201);
    expect(toAll.json()).toMatchObject({ toAll: true, conversationHash: started.conversationHash });
  });
});

describe('broadcasts', () => {
  it('only from threads written from a mailbox, by its side', async () => {
    const personal = await createThread(t, club, manager.profile, { to: [ana.profile] });
    expect(reasonOf(await reply(manager, personal.hash, { broadcast: true }))).toEqual([409, 'broadcastNeedsMailbox']);
    const fromBox = await createThread(t, club, manager.profile, { fromMailbox: predefined, to: [ana.profile] });
    expect((await reply(ana, fromBox.hash, { broadcast: true })).statusCode).toBe(403);
  });

  it('reach every recipient as unread, and are listed oldest first', async () => {
    const thread = await createThread(t, club, manager.profile, { fromMailbox: predefined, to: [ana.profile, ben.profile] });
    await api.get(ana, `/threads/${thread.hash}`);
    await api.get(ben, `/threads/${thread.hash}`);
    for (const text of ['First news', 'Second news']) {
      const sent = await reply(manager, thread.hash, { broadcast: true, body: `<p>${text}</p>` });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ kind: 'broadcast', conversationHash: null, from: { mailbox: { mailboxHash: predefined.hash } } });
    }
    for (const who of [ana, ben]) {
      expect(await summaryOf(who, thread.hash)).toMatchObject({
        unread: true,
        hasBroadcasts: true,
        lastMessage: { excerpt: 'Second news' },
      });
    }
    // The writer's side (the mailbox) stays read.
    expect((await summaryOf(manager, thread.hash))?.unread).toBe(false);
    const listed = (await api.get(ben, `/threads/${thread.hash}/broadcast-messages`)).json();
    expect(listed['hydra:member'].map((m: { body: string }) => m.body)).toEqual(['<p>First news</p>', '<p>Second news</p>']);
  });

  it('written at once into one thread, all land (one writer at a time: the 30-minute soak across three processes once hit deadlocks here)', async () => {
    const thread = await createThread(t, club, manager.profile, { fromMailbox: predefined, to: [ana.profile, ben.profile] });
    // Replies make conversations: the thread's rows then change from several sides at once.
    await Promise.all([reply(ana, thread.hash, {}), reply(ben, thread.hash, {})]);
    const texts = Array.from({ length: 24 }, (_, n) => `News ${n + 1}`);
    const sent = await Promise.all(texts.map((text) => reply(manager, thread.hash, { broadcast: true, body: `<p>${text}</p>` })));
    expect(sent.map((response) => response.statusCode)).toEqual(texts.map(() => 201));
    const listed = (await api.get(ben, `/threads/${thread.hash}/broadcast-messages?itemsPerPage=50`)).json();
    expect(listed['hydra:member'].map((m: { body: string }) => m.body).sort()).toEqual(texts.map((text) => `<p>${text}</p>`).sort());
  });

  // PostgreSQL only: PGlite has one connection, so nothing else can hold a lock meanwhile.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'wait for the thread before they lock any of its rows (no deadlock between two writers)',
    async () => {
      const thread = await createThread(t, club, manager.profile, { fromMailbox: predefined, to: [ana.profile, ben.profile] });
      const [row] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from threads where public_id = ${thread.hash}`));
      let posting: Promise<{ statusCode: number }> | undefined;
      await t.db.transaction(async (holder) => {
        // Another writer holds the thread: this message must wait before it touches anything.
        await holder.execute(sql`select id from threads where id = ${row!.id}::int for no key update`);
        posting = reply(manager, thread.hash, { broadcast: true, body: '<p>Waits its turn</p>' });
        for (let waited = 0; waited < 100; waited += 1) {
          const [blocked] = rowsOf<{ n: number }>(
            await t.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            ),
          );
          if (blocked!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Had it updated the participant rows first (and waited only at the thread's own update), a
        // writer holding those rows and waiting for the thread would be a deadlock.
        const free = await t.db
          .execute(sql`select id from thread_participants where thread_id = ${row!.id}::int for update nowait`)
          .then(() => true)
          .catch(() => false);
        expect(free).toBe(true);
      });
      expect((await posting!).statusCode).toBe(201);
    },
  );

  it('reach 5,000 recipients in one go, accepted in under 2 s', async () => {
    const players = await t.db.execute(
      // Set-based, as the benchmark does: 5,000 athletes in one team.
      sql`
        with people as (
          insert into profiles (public_id, club_id, type, name, surname)
          select replace(gen_random_uuid()::text, '-', ''), ${club.id}::int, 3, 'Player', 'P' || g from generate_series(1, 5000) g
          returning id
        ), team as (
          insert into teams (public_id, club_id, name, search_name, sport, category, gender)
          values (replace(gen_random_uuid()::text, '-', ''), ${club.id}::int, 'Everyone', 'everyone', 'multisport', 'Senior', 'mixed')
          returning id, public_id
        ), roster as (
          insert into team_members (team_id, profile_id, role) select team.id, people.id, 'player' from team, people returning 1
        )
        select public_id from team`,
    );
    const teamHash = (players as unknown as { rows: { public_id: string }[] }).rows[0]!.public_id;
    const created = await api.post(manager, '/threads', {
      subject: 'Season opening',
      body: '<p>Welcome!</p>',
      fromMailboxHash: predefined.hash,
      recipients: [{ kind: 'team', teamHash }],
    });
    expect(created.statusCode).toBe(201);
    const thread = ThreadDetailSchema.parse(created.json());
    expect(thread.recipientsCount).toBe(5000);
    const started = performance.now();
    const broadcast = await reply(manager, thread.threadHash, { broadcast: true, body: '<p>Kit pick-up on Saturday</p>' });
    const elapsed = performance.now() - started;
    expect(broadcast.statusCode).toBe(201);
    expect(elapsed).toBeLessThan(2000);
    const unread = await t.db
      .select({ id: threadParticipants.id })
      .from(threadParticipants)
      .innerJoin(threads, eq(threads.id, threadParticipants.threadId))
      .where(and(eq(threads.publicId, thread.threadHash), eq(threadParticipants.unread, true)));
    expect(unread).toHaveLength(5000);
  });
});
