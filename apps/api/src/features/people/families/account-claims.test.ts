import {
  AccountClaimPreviewSchema,
  AccountClaimResultSchema,
  HandOverResponseSchema,
  PersonDetailSchema,
  UserProfileResponseSchema,
  type TokenResponse,
} from '@tribuna/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, profiles, users } from '../../../db/schema';
import {
  createClub,
  createManager,
  createUser,
  FACTORY_PASSWORD,
  signIn as factorySignIn,
  type ClubFixture,
  type UserFixture,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue 8, hand-over of a child's record: the manager's call only emails a single-use link; the
 * owner of the address claims the record. Runs with the rate limits ON (public calls use their
 * own addresses so tests do not share counters).
 */
let t: TestApp;
let manager: Record<string, string>;
let demo: string;
let club: ClubFixture;
/** An account that exists before any hand-over, and another person's account. */
let existing: UserFixture;
let stranger: UserFixture;
let people = 0;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
  demo = club.hash;
  manager = bearer((await factorySignIn(t, (await createManager(t, club)).user)).token);
  existing = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A young athlete with a phone and an identification on the record (distinct per call). */
async function child(name = 'Aina') {
  const number = 40_000_000 + ++people;
  const payload = {
    type: 'player',
    name,
    surname: 'Soler',
    phone: `+34 611 000 ${String(100 + people)}`,
    dni: `${number}${NIF_LETTERS[number % 23]}`,
  };
  const response = await t.app.inject({ method: 'POST', url: `/api/clubs/${demo}/people`, headers: manager, payload });
  expect(response.statusCode, response.body).toBe(201);
  return PersonDetailSchema.parse(response.json());
}
const handOver = (hash: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/clubs/${demo}/people/${hash}/hand-over`, headers: manager, payload: { email } });
const preview = (token: string, remoteAddress = '198.51.100.1') => t.app.inject({ url: `/api/account-claims/${token}`, remoteAddress });
const claim = (token: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '198.51.100.2') =>
  t.app.inject({ method: 'POST', url: `/api/account-claims/${token}`, payload, headers, remoteAddress });
const NEW_PASSWORD = { password: 'Claim123!', confirmPassword: 'Claim123!', privacyPolicyAccepted: true };

/** The link of the latest email to the address, as it sits in the outbox before delivery. */
async function linkSentTo(email: string): Promise<string> {
  const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email)).orderBy(desc(outboxMessages.id)).limit(1);
  expect(mail?.template).toBe('account-handed-over');
  const token = /\/auth\/claim-account\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeDefined();
  return token!;
}
const userByUsername = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0];
const profileRow = async (hash: string) => (await t.db.select().from(profiles).where(eq(profiles.publicId, hash)))[0]!;
async function signIn(username: string, password: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/authentication_token', payload: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  return bearer(response.json<TokenResponse>().token);
}
async function profileHashesIn(headers: Record<string, string>) {
  const profile = UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers })).json());
  return Object.keys(profile.clubs.find((c) => c.hash === demo)?.profiles ?? {});
}

describe("the manager's call", () => {
  it('writes no account, links nothing and answers the same for a new and a known address', async () => {
    const [fresh, known] = [await child(), await child('Pau')];
    const member = (await userByUsername(existing.username))!;
    const usersBefore = await t.db.$count(users);

    const toNew = await handOver(fresh.id, 'Aina.New@Example.test');
    const toKnown = await handOver(known.id, existing.username);

    expect(toNew.statusCode, toNew.body).toBe(200);
    expect(toKnown.statusCode).toBe(toNew.statusCode);
    expect(HandOverResponseSchema.parse(toNew.json())).toEqual({ sent: true, email: 'aina.new@example.test' });
    expect({ ...toKnown.json(), email: 'x' }).toEqual({ ...toNew.json(), email: 'x' });
    expect(await t.db.$count(users)).toBe(usersBefore);
    expect(await userByUsername('aina.new@example.test')).toBeUndefined();
    for (const hash of [fresh.id, known.id]) expect(await profileRow(hash)).toMatchObject({ userId: null, email: null });
    // The known account keeps its own phone and identification; both addresses got the same email.
    expect(await userByUsername(existing.username)).toMatchObject({ phone: member.phone, identification: member.identification });
    await linkSentTo('aina.new@example.test');
    await linkSentTo(existing.username);
  });

  it('emails a single-use link whose page shows only the club, the first name and the address', async () => {
    const person = await child('Nora');
    await handOver(person.id, 'nora@example.test');
    const response = await preview(await linkSentTo('nora@example.test'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      club: { name: club.name, image: null },
      name: 'Nora',
      email: 'nora@example.test',
      accountExists: false,
      expiresAt: expect.any(String),
    });
    expect(Object.keys(AccountClaimPreviewSchema.parse(response.json()))).not.toContain('phone');
  });

  it('replaces an earlier link for the same person', async () => {
    const person = await child('Ona');
    await handOver(person.id, 'ona.old@example.test');
    const old = await linkSentTo('ona.old@example.test');
    await handOver(person.id, 'ona@example.test');
    expect((await preview(old)).json()).toMatchObject({ errorCode: 'ACCOUNT_CLAIM_INVALID' });
    expect((await preview(await linkSentTo('ona@example.test'))).statusCode).toBe(200);
  });
});

describe('claiming the record', () => {
  it('creates the account with the password and the record, once; the owner then sees the profile', async () => {
    const person = await child('Jan');
    await handOver(person.id, 'jan@example.test');
    const token = await linkSentTo('jan@example.test');
    const response = await claim(token, NEW_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(AccountClaimResultSchema.parse(response.json())).toEqual({
      accountCreated: true,
      username: 'jan@example.test',
      club: { hash: demo, name: club.name },
      role: 'player',
    });
    const record = await profileRow(person.id);
    const account = (await userByUsername('jan@example.test'))!;
    expect(record.userId).toBe(account.id);
    expect(account).toMatchObject({ phone: record.phone, identification: record.dni, name: 'Jan', lastname: 'Soler' });
    expect(account.emailValidatedAt).not.toBeNull();
    expect(await profileHashesIn(await signIn('jan@example.test', 'Claim123!'))).toEqual([person.id]);

    const again = await claim(token, NEW_PASSWORD);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 'ACCOUNT_CLAIM_INVALID' });
    expect((await preview(token)).statusCode).toBe(404);
  });

  it('needs the password and the privacy consent for a new account, and keeps the link usable', async () => {
    const person = await child('Eva');
    await handOver(person.id, 'eva@example.test');
    const token = await linkSentTo('eva@example.test');
    const response = await claim(token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual([
      'password',
      'privacyPolicyAccepted',
    ]);
    expect(await userByUsername('eva@example.test')).toBeUndefined();
    expect((await preview(token)).statusCode).toBe(200);
  });

  it('lets an existing account claim only while signed in as the invited address', async () => {
    const person = await child('Pol');
    await handOver(person.id, existing.username);
    const token = await linkSentTo(existing.username);
    expect((await preview(token)).json()).toMatchObject({ accountExists: true, email: existing.username });
    const member = (await userByUsername(existing.username))!;

    // A password never reaches an existing account: without its token the claim is refused.
    const anonymous = await claim(token, NEW_PASSWORD);
    expect(anonymous.statusCode).toBe(401);
    const other = await claim(token, {}, bearer((await t.login(stranger.username, FACTORY_PASSWORD)).token));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'ACCOUNT_CLAIM_WRONG_ACCOUNT' });
    expect((await profileRow(person.id)).userId).toBeNull();

    const own = bearer((await t.login(existing.username, FACTORY_PASSWORD)).token);
    const response = await claim(token, {}, own);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accountCreated: false, username: existing.username, role: 'player' });
    expect((await profileRow(person.id)).userId).toBe(member.id);
    // The existing account keeps its password, phone and identification.
    expect(await userByUsername(existing.username)).toMatchObject({
      passwordHash: member.passwordHash,
      phone: member.phone,
      identification: member.identification,
    });
    expect(await profileHashesIn(await signIn(existing.username, FACTORY_PASSWORD))).toContain(person.id);
  });

  it('refuses an expired link', async () => {
    const person = await child('Biel');
    await handOver(person.id, 'biel@example.test');
    const token = await linkSentTo('biel@example.test');
    await t.db.execute(
      sql`update account_claims set expires_at = now() - interval '1 minute' where profile_id = ${(await profileRow(person.id)).id}`,
    );
    expect((await preview(token)).json()).toMatchObject({ errorCode: 'ACCOUNT_CLAIM_INVALID' });
    const response = await claim(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'ACCOUNT_CLAIM_INVALID' });
    expect(await userByUsername('biel@example.test')).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('limits links for one person (429 with Retry-After)', async () => {
    const person = await child('Max');
    for (let i = 0; i < 5; i++) expect((await handOver(person.id, `max${i}@example.test`)).statusCode).toBe(200);
    const limited = await handOver(person.id, 'max5@example.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the public link calls per address', async () => {
    const unknown = 'A'.repeat(43);
    for (let i = 0; i < 20; i++) expect((await claim(unknown, NEW_PASSWORD, {}, '203.0.113.7')).statusCode).toBe(404);
    expect((await claim(unknown, NEW_PASSWORD, {}, '203.0.113.7')).statusCode).toBe(429);
    expect((await claim(unknown, NEW_PASSWORD, {}, '203.0.113.8')).statusCode).toBe(404);
    for (let i = 0; i < 60; i++) expect((await preview(unknown, '203.0.113.9')).statusCode).toBe(404);
    expect((await preview(unknown, '203.0.113.9')).statusCode).toBe(429);
  });
});
