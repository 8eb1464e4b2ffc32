import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { profiles, refreshTokens, users } from '../../../db/schema';
import { createClub, createMember, signIn, type ClubFixture, type ClubUser, type Session } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { EventStreamReader } from './testing/event-stream-reader';
import { createFactoryApp } from './testing/factory-app';
import { startEventsServer, type EventsServer } from './testing/events-test-server';

/**
 * Issue 20 item 8d: an open event stream re-checks its standing periodically (every 30 s in
 * production; 100 ms here) and ends with a final `ended` event once its profile is disabled or
 * removed, its account disabled, or its person's sessions logged out.
 */
let world: Awaited<ReturnType<typeof createFactoryApp>>;
let t: TestApp;
let server: EventsServer;
let club: ClubFixture;
const readers: EventStreamReader[] = [];

beforeAll(async () => {
  world = await createFactoryApp();
  t = world.t;
  club = await createClub(t);
  server = await startEventsServer(world.testDb.database, t.config, { standingMs: 100 });
});
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});
afterAll(async () => {
  await server?.app.close();
  await world?.close();
});

const open = async (who: ClubUser, session: Session) => {
  const reader = await EventStreamReader.open(
    `${server.url}/api/clubs/${club.hash}/communications/events`,
    session.token,
    who.profile.hash,
  );
  readers.push(reader);
  await reader.nextEvent(); // the first count: the stream is registered
  return reader;
};
const signedInMember = async () => {
  const member = await createMember(t, club);
  return { member, session: await signIn(t, member.user) };
};
const userIdOf = async (member: ClubUser) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, member.user.username)))[0]!.id;

describe('an open event stream', () => {
  it('stays open while its profile and session stand', async () => {
    const { member, session } = await signedInMember();
    const reader = await open(member, session);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.events.hub.openStreams).toBe(1);
    reader.close();
  });

  it('ends with a final event when its profile is disabled', async () => {
    const { member, session } = await signedInMember();
    const reader = await open(member, session);
    await t.db.update(profiles).set({ enabled: false }).where(eq(profiles.publicId, member.profile.hash));
    expect(await reader.otherBlock(3_000)).toBe('event: ended\ndata: {"reason":"profile"}');
    await reader.closedByServer(3_000);
  });

  it('ends when its profile is removed', async () => {
    const { member, session } = await signedInMember();
    const reader = await open(member, session);
    await t.db.delete(profiles).where(eq(profiles.publicId, member.profile.hash));
    expect(await reader.otherBlock(3_000)).toContain('"reason":"profile"');
    await reader.closedByServer(3_000);
  });

  it('ends when its person logs out (every session revoked)', async () => {
    const { member, session } = await signedInMember();
    const reader = await open(member, session);
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, await userIdOf(member)));
    expect(await reader.otherBlock(3_000)).toBe('event: ended\ndata: {"reason":"session"}');
    await reader.closedByServer(3_000);
  });

  it('ends when its own device logs out, while a stream of the same person on another device stays', async () => {
    const { member, session: laptop } = await signedInMember();
    const phone = await signIn(t, member.user);
    const laptopStream = await open(member, laptop);
    const phoneStream = await open(member, phone);
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, sessionOf(laptop)));
    expect(await laptopStream.otherBlock(3_000)).toBe('event: ended\ndata: {"reason":"session"}');
    await laptopStream.closedByServer(3_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.events.hub.openStreams).toBe(1);
    phoneStream.close();
  });
});

/** The refresh family an access token was issued for (its `sid` claim). */
function sessionOf(session: Session): string {
  const payload = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
  return payload.sid;
}
