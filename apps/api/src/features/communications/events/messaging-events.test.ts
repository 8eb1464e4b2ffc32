import { PROFILE_HEADER, type ValidationErrorBody } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../../db/client';
import { mailboxProfiles } from '../../../db/schema';
import { createClub, createManager, createMember, signIn, type ClubFixture, type ClubUser, type Session } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import type { TestDatabase } from '../../../test/test-database';
import type { MessagingChange } from './messaging-events';
import { EventStreamReader } from './testing/event-stream-reader';
import { createFactoryApp } from './testing/factory-app';
import { startEventsServer, type EventsServer } from './testing/events-test-server';
import { insertMailbox, insertThread, predefinedMailboxOf } from './testing/messaging-rows';

// The event stream end to end: a change published after a write goes out as a PostgreSQL
// NOTIFY, comes back through LISTEN to the process holding the stream, and reaches the open
// fetch of the profile it concerns (and nobody else's).

let world: Awaited<ReturnType<typeof createFactoryApp>>;
let testDb: TestDatabase;
let t: TestApp;
let server: EventsServer;
let club: ClubFixture;
let otherClub: ClubFixture;
let manager: ClubUser;
let alice: ClubUser;
let bob: ClubUser;
let stranger: ClubUser;
const sessions: Record<string, Session> = {};
const readers: EventStreamReader[] = [];

beforeAll(async () => {
  world = await createFactoryApp();
  ({ t, testDb } = world);
  club = await createClub(t);
  otherClub = await createClub(t);
  manager = await createManager(t, club);
  alice = await createMember(t, club);
  bob = await createMember(t, club);
  stranger = await createMember(t, otherClub);
  for (const [name, who] of Object.entries({ manager, alice, bob, stranger })) sessions[name] = await signIn(t, who.user);
  server = await startEventsServer(testDb.database, t.config, { maxStreamsPerProfile: 2, pingMs: 200 });
});

afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});
afterAll(async () => {
  await server?.app.close();
  await world?.close();
});

const eventsUrl = (base: string, clubHash: string) => `${base}/api/clubs/${clubHash}/communications/events`;

async function open(who: string, profile: ClubUser, base = server.url, clubHash = club.hash): Promise<EventStreamReader> {
  const reader = await EventStreamReader.open(eventsUrl(base, clubHash), sessions[who]!.token, profile.profile.hash);
  readers.push(reader);
  return reader;
}

const change = (overrides: Partial<MessagingChange>): MessagingChange => ({
  clubId: club.id,
  type: 'message',
  threadHash: null,
  profileIds: [],
  mailboxIds: [],
  ...overrides,
});

describe('GET /communications/events', () => {
  it('opens an event stream whose first event is the unread count', async () => {
    await insertThread(t.db, club.id, [{ profileId: alice.profile.id }]);
    const reader = await open('alice', alice);
    expect(reader.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(reader.response.headers.get('x-accel-buffering')).toBe('no');
    expect(await reader.nextEvent()).toEqual({ type: 'state', threadHash: null, unreadMessages: 1 });
    reader.close();
  });

  it('pushes a published write to the stream of the profile it reaches, with the new count', async () => {
    const reader = await open('alice', alice);
    const before = (await reader.nextEvent()).unreadMessages;
    const thread = await insertThread(t.db, club.id, [{ profileId: alice.profile.id }, { profileId: manager.profile.id, side: 'author' }]);
    await server.events.publish(change({ threadHash: thread.hash, profileIds: [alice.profile.id] }));
    expect(await reader.nextEvent()).toEqual({ type: 'message', threadHash: thread.hash, unreadMessages: before + 1 });
    reader.close();
  });

  it("does not push another profile's change, nor a change of another club", async () => {
    const reader = await open('alice', alice);
    await reader.nextEvent();
    await server.events.publish(change({ threadHash: 'for-bob', profileIds: [bob.profile.id] }));
    // The same profile id under another club (ids are global, but a stream belongs to one club).
    await server.events.publish(change({ clubId: otherClub.id, threadHash: 'foreign', profileIds: [alice.profile.id] }));
    await server.events.publish(change({ type: 'state', threadHash: 'for-alice', profileIds: [alice.profile.id] }));
    // Notifications arrive in commit order: the first event to come is the last one published.
    expect(await reader.nextEvent()).toMatchObject({ type: 'state', threadHash: 'for-alice' });
    reader.close();
  });

  it('reaches the profiles of a mailbox, and a profile that joins a mailbox from then on', async () => {
    const predefined = await predefinedMailboxOf(t.db, club.id);
    const newsroom = await insertMailbox(t.db, club.id, []);
    const managerStream = await open('manager', manager);
    const aliceStream = await open('alice', alice);
    await managerStream.nextEvent();
    await aliceStream.nextEvent();

    await server.events.publish(change({ threadHash: 'to-office', mailboxIds: [predefined] }));
    expect(await managerStream.nextEvent()).toMatchObject({ type: 'message', threadHash: 'to-office' });

    await insertThread(t.db, club.id, [{ mailboxId: newsroom }]);
    await t.db.insert(mailboxProfiles).values({ mailboxId: newsroom, profileId: alice.profile.id });
    // Joining brings the mailbox's unread thread into the badge at once.
    const joined = await aliceStream.nextEvent();
    expect(joined).toMatchObject({ type: 'state', threadHash: null });
    await server.events.publish(change({ threadHash: 'to-newsroom', mailboxIds: [newsroom] }));
    expect(await aliceStream.nextEvent()).toEqual({ type: 'message', threadHash: 'to-newsroom', unreadMessages: joined.unreadMessages });
    managerStream.close();
    aliceStream.close();
  });

  it('delivers a change to thousands of profiles, split into several notifications, once', async () => {
    const reader = await open('bob', bob);
    await reader.nextEvent();
    const crowd = Array.from({ length: 3_000 }, (_, i) => 1_000_000 + i);
    await server.events.publish(change({ threadHash: 'broadcast', profileIds: [...crowd, bob.profile.id] }));
    await server.events.publish(change({ threadHash: 'after', profileIds: [bob.profile.id] }));
    expect(await reader.nextEvent()).toMatchObject({ threadHash: 'broadcast' });
    expect(await reader.nextEvent()).toMatchObject({ threadHash: 'after' });
    reader.close();
  });

  it('keeps the stream open with a comment line, and forgets it when the client goes', async () => {
    const reader = await open('bob', bob);
    await reader.nextEvent();
    expect(await reader.nextComment()).toBe('ping');
    const open_ = server.events.hub.openStreams;
    reader.close();
    await vi.waitFor(() => expect(server.events.hub.openStreams).toBe(open_ - 1), { timeout: 5000, interval: 20 });
  });

  it('refuses more streams of one profile than the limit', async () => {
    await vi.waitFor(() => expect(server.events.hub.openStreams).toBe(0), { timeout: 5000, interval: 20 });
    await open('alice', alice);
    await open('alice', alice);
    const third = await fetch(eventsUrl(server.url, club.hash), {
      headers: { authorization: `Bearer ${sessions.alice!.token}`, [PROFILE_HEADER]: alice.profile.hash },
    });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(((await third.json()) as { errorCode: string }).errorCode).toBe('RATE_LIMITED');
  });

  it('needs the Profile header naming one of the caller’s profiles in the club', async () => {
    const get = (who: string, headers: Record<string, string>, clubHash = club.hash) =>
      fetch(eventsUrl(server.url, clubHash), { headers: { authorization: `Bearer ${sessions[who]!.token}`, ...headers } });
    const missing = await get('alice', {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ValidationErrorBody).invalidParamsList.invalidParams).toEqual([
      expect.objectContaining({ field: 'Profile', codes: ['profileHeaderMissing'] }),
    ]);
    for (const [who, profile] of [
      ['alice', bob.profile.hash], // someone else's profile in the club
      ['alice', stranger.profile.hash], // a profile of another club
      ['alice', 'not-a-profile'],
    ] as const) {
      const foreign = await get(who, { [PROFILE_HEADER]: profile });
      expect(foreign.status).toBe(400);
      expect(((await foreign.json()) as ValidationErrorBody).invalidParamsList.invalidParams[0]!.codes).toEqual(['profileHeaderForeign']);
    }
    // The club check comes first: a club the caller is not in answers 403 whatever the header.
    expect((await get('stranger', { [PROFILE_HEADER]: stranger.profile.hash })).status).toBe(403);
  });

  it('ends every stream when the server closes, so clients reconnect elsewhere', async () => {
    const extra = await startEventsServer(testDb.database, t.config);
    const reader = await open('bob', bob, extra.url);
    await reader.nextEvent();
    await extra.app.close();
    await reader.closedByServer();
    expect(extra.events.hub.openStreams).toBe(0);
  });
});

describe('the unread count of an event', () => {
  it('counts each unread thread once, own or through a mailbox, not archived, not deleted, in the club', async () => {
    const newClub = await createClub(t);
    const carol = await createMember(t, newClub);
    const outsider = await createMember(t, otherClub);
    const shared = await insertMailbox(t.db, newClub.id, [carol.profile.id]);
    const count = () => server.events.repository.unreadCount(carol.profile.id);
    expect(await count()).toBe(0);
    await insertThread(t.db, newClub.id, [{ profileId: carol.profile.id }, { mailboxId: shared }]);
    await insertThread(t.db, newClub.id, [{ mailboxId: shared }]);
    await insertThread(t.db, newClub.id, [{ profileId: carol.profile.id, archived: true }]);
    await insertThread(t.db, newClub.id, [{ profileId: carol.profile.id, unread: false }]);
    await insertThread(t.db, newClub.id, [{ profileId: carol.profile.id }], { deleted: true });
    await insertThread(t.db, otherClub.id, [{ profileId: outsider.profile.id }]);
    expect(await count()).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('across API processes (PostgreSQL)', () => {
  let second: Database;
  let secondServer: EventsServer;

  beforeAll(async () => {
    // Another process: its own pool and its own LISTEN connection on the same database.
    const rows = await t.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(rows as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    second = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    secondServer = await startEventsServer(second, t.config);
  });
  afterAll(async () => {
    await secondServer?.app.close();
    await second?.close();
  });

  it('pushes a write published by one process to a stream held by another', async () => {
    const reader = await open('alice', alice, secondServer.url);
    const before = (await reader.nextEvent()).unreadMessages;
    const thread = await insertThread(t.db, club.id, [{ profileId: alice.profile.id }]);
    await server.events.publish(change({ threadHash: thread.hash, profileIds: [alice.profile.id] }));
    expect(await reader.nextEvent()).toEqual({ type: 'message', threadHash: thread.hash, unreadMessages: before + 1 });
    reader.close();
  });
});
