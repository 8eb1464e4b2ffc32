import { PROFILE_HEADER, ThreadDetailSchema, ThreadListSchema } from '@tribuna/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, threads } from '../../../db/schema';
import { createClub, type ClubFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { actingPerson, messagingApi, type Acting, type MessagingApi } from '../communications-test-kit';
import { ContactFormTokens } from './form-token';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Acting;
let member: Acting;
let api: MessagingApi;
let address = 0;

// Rate limits on (the default), so each test sends from its own address.
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await actingPerson(t, club, 'manager');
  member = await actingPerson(t, club, 'member');
  api = messagingApi(t, club);
});
afterAll(() => t.close());

const url = (c: ClubFixture = club) => `/api/clubs/${c.hash}/profile-contact-club`;
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
/** A token as if the form had been opened `secondsAgo` seconds ago. */
const tokenFrom = (secondsAgo: number, c: ClubFixture = club) =>
  new ContactFormTokens(t.config.jwtSecret, () => Date.now() - secondsAgo * 1000).issue(c.id);

const visitor = (overrides: Record<string, unknown> = {}) => ({
  reason: 'club-information',
  message: 'Hola,\n\n¿Tenéis equipo de baloncesto femenino?',
  name: 'Lucía Prieto',
  email: 'lucia@example.org',
  privacyAccepted: true,
  formToken: tokenFrom(10),
  ...overrides,
});

const post = (payload: object, options: { remoteAddress?: string; headers?: Record<string, string>; c?: ClubFixture } = {}) =>
  t.app.inject({
    method: 'POST',
    url: url(options.c),
    payload,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.headers,
  });

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }).invalidParamsList.invalidParams.map(
    (p) => [p.field, p.codes[0]],
  );

const mailTo = (to: string) =>
  t.db
    .select({ template: outboxMessages.template, subject: outboxMessages.subject, text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.id));

const newestThread = (c: ClubFixture = club) =>
  t.db.select().from(threads).where(eq(threads.clubId, c.id)).orderBy(desc(threads.id)).limit(1);

describe('the contact form token', () => {
  it('is issued for a known club and refused for an unknown one', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/clubs/${club.hash}/contact-form-token` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token: expect.any(String), minimumSeconds: 3 });
    expect((await t.app.inject({ method: 'GET', url: '/api/clubs/unknownclubhash0000000/contact-form-token' })).statusCode).toBe(404);
  });

  it('refuses a form sent at once, an expired one, a forged one and another club’s', async () => {
    const fresh = (await t.app.inject({ method: 'GET', url: `/api/clubs/${club.hash}/contact-form-token` })).json() as { token: string };
    const cases: [string | undefined, string][] = [
      [fresh.token, 'contactTooFast'],
      [tokenFrom(3 * 3600), 'contactFormExpired'],
      [`${Math.floor(Date.now() / 1000) - 60}.forged`, 'contactFormTokenMissing'],
      [tokenFrom(60, other), 'contactFormTokenMissing'],
      [undefined, 'contactFormTokenMissing'],
    ];
    for (const [formToken, code] of cases) {
      const response = await post(visitor({ formToken }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual([['formToken', code]]);
    }
  });
});

describe('a visitor writes to the club', () => {
  it('lands as a thread in the predefined mailbox, e-mails the mailbox’s people and sends a copy', async () => {
    const email = `visitor-${Date.now()}@example.org`;
    const response = await post(visitor({ email }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sent: true });

    const [thread] = await newestThread();
    expect(thread).toMatchObject({ authorProfileId: null, authorName: 'Lucía Prieto', repliesDisabled: true, recipientsCount: 1 });
    expect(thread!.subject).toContain('Lucía Prieto');
    // The manager reads it in My messages through the mailbox, unread, with the visitor's address.
    const list = ThreadListSchema.parse((await api.get(manager, '/threads')).json());
    const item = list['hydra:member'].find((i) => i.threadHash === thread!.publicId);
    expect(item).toMatchObject({ unread: true, via: expect.objectContaining({ name: club.name }) });
    const detail = ThreadDetailSchema.parse((await api.get(manager, `/threads/${thread!.publicId}`)).json());
    expect(detail.message.body).toContain('¿Tenéis equipo de baloncesto femenino?');
    expect(detail.message.body).toContain(email);

    const [copy] = await mailTo(email);
    expect(copy).toMatchObject({ template: 'contact-copy' });
    expect(copy!.text).toContain('¿Tenéis equipo de baloncesto femenino?');
    const [toClub] = await mailTo(manager.user.email);
    expect(toClub).toMatchObject({ template: 'contact-received' });
    expect(toClub!.text).toContain(email);
    expect(toClub!.text).toContain(`/messages/thread/${thread!.publicId}`);
  });

  it('needs a name, an email and the privacy acceptance, field by field', async () => {
    const response = await post(visitor({ name: undefined, email: undefined, privacyAccepted: false }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([
      ['name', 'required'],
      ['email', 'required'],
      ['privacyAccepted', 'privacyNotAccepted'],
    ]);
    const bad = await post(visitor({ email: 'not-an-address', reason: 'complaint', message: '' }));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).map(([field]) => field)).toEqual(expect.arrayContaining(['email', 'reason', 'message']));
  });

  it('refuses a filled honeypot and writes nothing', async () => {
    const [before] = await newestThread();
    const response = await post(visitor({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([['website', 'contactHoneypot']]);
    const [after] = await newestThread();
    expect(after?.id).toBe(before?.id);
  });

  it('stops a sender after five messages an hour with a clear 429', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i++) expect((await post(visitor(), { remoteAddress })).statusCode).toBe(201);
    const refused = await post(visitor(), { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    // Another address still gets through.
    expect((await post(visitor())).statusCode).toBe(201);
  });

  // Issue 20 item 5: one address cannot close a club's form for everybody.
  it('keeps the form open for others after 101 messages from one address, which is itself stopped', async () => {
    const flooded = await createClub(t);
    const toFlooded = () => visitor({ formToken: tokenFrom(10, flooded) });
    const remoteAddress = nextAddress();
    const statuses = [];
    for (let i = 0; i < 101; i++) statuses.push((await post(toFlooded(), { remoteAddress, c: flooded })).statusCode);
    expect(statuses.slice(0, 5).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect((await post(toFlooded(), { c: flooded })).statusCode).toBe(201);
  });

  it('does not count refused messages against the sender: 5 honeypot 400s, then 5 messages all pass', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i++) expect((await post(visitor({ website: 'http://spam.example' }), { remoteAddress })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await post(visitor(), { remoteAddress })).statusCode).toBe(201);
  });

  it('counts a sender per club: five messages to one club leave another club’s form open to them', async () => {
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i++) expect((await post(visitor(), { remoteAddress })).statusCode).toBe(201);
    expect((await post(visitor(), { remoteAddress })).statusCode).toBe(429);
    expect((await post(visitor({ formToken: tokenFrom(10, other) }), { remoteAddress, c: other })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown club', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clubs/unknownclubhash0000000/profile-contact-club',
      payload: visitor(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a member writes from the Support page', () => {
  it('is known by the token: no name, email, privacy or form token, and the club answers in the conversation', async () => {
    const response = await post(
      { reason: 'not-working', message: 'No puedo descargar el carnet.' },
      { headers: { ...member.session.headers, [PROFILE_HEADER]: member.profile.hash } },
    );
    expect(response.statusCode).toBe(201);
    const [thread] = await newestThread();
    expect(thread).toMatchObject({ authorProfileId: member.profile.id, repliesDisabled: false });
    // The member sees their own thread; the club answers inside its conversation with them.
    const mine = ThreadListSchema.parse((await api.get(member, '/threads')).json());
    expect(mine['hydra:member'].some((i) => i.threadHash === thread!.publicId && i.authorSide)).toBe(true);
    const answer = await api.post(manager, `/threads/${thread!.publicId}`, { body: '<p>Ya está arreglado.</p>' });
    expect(answer.statusCode).toBe(201);
    const [copy] = await mailTo(member.user.email);
    expect(copy).toMatchObject({ template: 'contact-copy' });
  });

  it('refuses a Profile header that is not the caller’s, and a bad token with 401', async () => {
    const foreign = await post(
      { reason: 'product-help', message: 'Hola' },
      { headers: { ...member.session.headers, [PROFILE_HEADER]: manager.profile.hash } },
    );
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual([['Profile', 'profileHeaderForeign']]);
    const expired = await post({ reason: 'product-help', message: 'Hola' }, { headers: { authorization: 'Bearer not-a-token' } });
    expect(expired.statusCode).toBe(401);
  });

  it('writes a thread of the right club only', async () => {
    const [before] = await newestThread(other);
    expect((await post(visitor({ formToken: tokenFrom(10, other) }), { c: other })).statusCode).toBe(201);
    const [after] = await newestThread(other);
    expect(after!.id).not.toBe(before?.id);
    const [mine] = await t.db
      .select()
      .from(threads)
      .where(and(eq(threads.clubId, club.id), eq(threads.id, after!.id)));
    expect(mine).toBeUndefined();
  });
});
