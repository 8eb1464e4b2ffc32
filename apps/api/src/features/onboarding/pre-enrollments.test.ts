import { CreatedProfileSchema, PreEnrollmentCollectionSchema, UserProfileResponseSchema } from '@tribuna/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, profiles, users } from '../../db/schema';
import {
  addProfile,
  createBookingSetup,
  createClub,
  createManager,
  createUser,
  injectAs,
  signIn,
  uniqueDni,
  writeThroughApp,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { shopKit } from '../../test/shop-kit';
import { DateTime } from 'luxon';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * POST /api/profiles/{profileType} with the spec's body and no invitation: a pre-enrolment that
 * grants nothing until the club's managers accept it (features/onboarding/pre-enrollments).
 */
let t: TestApp;
let club: ClubFixture;
let otherClub: ClubFixture;
let manager: Session;
let otherManager: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', APP_URL: 'https://club.example' }, { seed: false });
  club = await createClub(t);
  otherClub = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  otherManager = await signIn(t, (await createManager(t, otherClub)).user);
});
afterAll(() => t.close());

/** A new account, optionally reading another interface language. */
async function applicant(locale?: string): Promise<Session> {
  const user = await createUser(t);
  if (locale) await t.db.update(users).set({ locale }).where(eq(users.id, user.id));
  return signIn(t, user);
}
const specBody = (session: Session, extra: object = {}) => ({
  user: { username: session.user.username },
  name: 'Laia',
  surname: 'Puig',
  email: session.user.email,
  dni: uniqueDni(),
  club: club.hash,
  ...extra,
});
const enrol = (session: Session, profileType: string, extra: object = {}) =>
  injectAs(t, session, { method: 'POST', url: `/api/profiles/${profileType}`, payload: specBody(session, extra) });
const decide = (session: Session, clubHash: string, profileHash: string, decision: string) =>
  injectAs(t, session, {
    method: 'POST',
    url: `/api/clubs/${clubHash}/pre-enrollments/${profileHash}/decision`,
    payload: { decision },
  });
const profileOf = async (session: Session) =>
  UserProfileResponseSchema.parse((await injectAs(t, session, { method: 'GET', url: '/api/profile' })).json());
const clubProfiles = (session: Session) => injectAs(t, session, { method: 'GET', url: `/api/clubs/${club.hash}/profiles` });
const pendingList = async (session: Session, clubHash = club.hash) => {
  const response = await injectAs(t, session, { method: 'GET', url: `/api/clubs/${clubHash}/pre-enrollments` });
  expect(response.statusCode, response.body).toBe(200);
  return PreEnrollmentCollectionSchema.parse(response.json())['hydra:member'];
};
/** The instant of `hour`:00 in Madrid (the factory calendar's zone) `days` days from today. */
const madridHour = (days: number, hour: number) =>
  DateTime.now().setZone('Europe/Madrid').plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO()!;
const outboxTo = (to: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.id));

describe('pre-enrolment: the spec body without an invitation', () => {
  it('creates a pending profile (preEnrollment true) in the named club and tells its managers', async () => {
    const person = await applicant();
    const response = await enrol(person, 'member');
    expect(response.statusCode, response.body).toBe(201);
    const created = CreatedProfileSchema.parse(response.json());
    expect(created).toMatchObject({ role: 'member', type: 0, preEnrollment: true, club: { hash: club.hash, name: club.name } });

    const entry = (await profileOf(person)).clubs.find((c) => c.hash === club.hash);
    expect(entry?.profiles[created.hash]).toMatchObject({ preEnrollment: true, role: 'member', name: 'Laia' });
    // Listed so the selector can show it pending, but it grants no role yet.
    expect(entry?.roles).toEqual([]);

    expect((await pendingList(manager)).map((p) => p.hash)).toContain(created.hash);
    const [mail] = await outboxTo(manager.user.email);
    expect(mail).toMatchObject({ template: 'pre-enrollment-requested', locale: 'es' });
    expect(mail?.text).toContain(`https://club.example/dashboard/manager/${club.hash}/access-requests`);
  });

  it('gives a pending profile no access to the club: member routes and acting as it are refused', async () => {
    const person = await applicant();
    const created = CreatedProfileSchema.parse((await enrol(person, 'member')).json());
    expect((await clubProfiles(person)).statusCode).toBe(403);
    const mine = await injectAs(t, person, { method: 'GET', url: '/api/clubs' });
    expect(mine.json()['hydra:member'].map((c: { hash: string }) => c.hash)).not.toContain(club.hash);
    const features = await injectAs(t, person, { method: 'GET', url: `/api/clubs/${club.hash}/features` });
    expect(features.statusCode).toBe(403);
    const threads = await injectAs(t, person, {
      method: 'GET',
      url: `/api/clubs/${club.hash}/communications/threads`,
      headers: { profile: created.hash },
    });
    expect(threads.statusCode).toBe(403);
  });

  it('any profile still marked as a pre-enrolment grants nothing, however it was written', async () => {
    const person = await applicant();
    const profile = await addProfile(t, club, person.user, 'member');
    expect((await clubProfiles(person)).statusCode).toBe(200);
    await writeThroughApp(t, ['profiles'], (db) => db.update(profiles).set({ preEnrollment: true }).where(eq(profiles.id, profile.id)));
    expect((await clubProfiles(person)).statusCode).toBe(403);
    const threads = await injectAs(t, person, {
      method: 'GET',
      url: `/api/clubs/${club.hash}/communications/threads`,
      headers: { profile: profile.hash },
    });
    expect(threads.statusCode).toBe(403);
  });

  it('is no membership at the shop: a pending person buys as an outsider, an accepted one as a member', async () => {
    const kit = shopKit(t, club, manager);
    const { campaignHash, productHash } = await kit.sellingCampaign({ name: 'Camiseta', price: 1500, stock: 10 });
    const person = await applicant();
    const created = CreatedProfileSchema.parse((await enrol(person, 'member')).json());
    const order = { items: [{ productHash, quantity: 1 }] };
    const pending = await kit.buy(order, person, campaignHash);
    expect(pending.statusCode, pending.body).toBe(201);
    expect(pending.json().order.paidBy.type).toBe('external');
    await decide(manager, club.hash, created.hash, 'accept');
    const accepted = await kit.buy(order, person, campaignHash);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().order.paidBy.type).toBe('guardian');
  });

  it("gets no member price: a manager's booking for their address is a guest's until accepted", async () => {
    const { calendarHash } = await createBookingSetup(t, club);
    const person = await applicant();
    const created = CreatedProfileSchema.parse((await enrol(person, 'member')).json());
    const book = (days: number) =>
      injectAs(t, manager, {
        method: 'POST',
        url: `/api/clubs/${club.hash}/bookings/agenda`,
        payload: { calendarHash, startAt: madridHour(days, 10), minutes: 60, bookerName: 'Laia', bookerEmail: person.user.email },
      });
    const pending = await book(3);
    expect(pending.statusCode, pending.body).toBe(201);
    expect(pending.json().created[0]).toMatchObject({ amount: 1500, priceKind: 'guest' });
    await decide(manager, club.hash, created.hash, 'accept');
    const accepted = await book(4);
    expect(accepted.json().created[0]).toMatchObject({ amount: 1000, priceKind: 'member' });
  });

  it('takes the numeric profile types of the contract (3 is player); a manager profile is refused', async () => {
    const person = await applicant();
    const player = await enrol(person, '3');
    expect(player.statusCode, player.body).toBe(201);
    expect(player.json()).toMatchObject({ role: 'player', type: 3, preEnrollment: true });
    const guardian = await enrol(person, '2');
    expect(guardian.json()).toMatchObject({ role: 'guardian', type: 2 });
    for (const type of ['manager', '1']) {
      const response = await enrol(person, type);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    }
    // An unknown type is an unknown address (path parameters answer 404).
    expect((await enrol(person, '9')).statusCode).toBe(404);
  });

  it('refuses what it cannot take: no club, an unknown club, someone else, a second profile, a taken dni', async () => {
    const person = await applicant();
    const noClub = await injectAs(t, person, {
      method: 'POST',
      url: '/api/profiles/member',
      payload: { ...specBody(person), club: undefined },
    });
    expect(noClub.statusCode).toBe(400);
    expect(noClub.json().invalidParamsList.invalidParams).toEqual([
      { field: 'club', errors: ['This value should not be blank.'], codes: ['required'] },
    ]);
    expect((await enrol(person, 'member', { club: 'AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await enrol(person, 'member', { user: { username: manager.user.username } })).statusCode).toBe(403);

    const dni = uniqueDni();
    expect((await enrol(person, 'member', { dni })).statusCode).toBe(201);
    const again = await enrol(person, 'member');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'PROFILE_EXISTS', message: 'User already has a profile of this type' });
    const sameDni = await enrol(await applicant(), 'member', { dni });
    expect(sameDni.statusCode).toBe(400);
    expect(sameDni.json().invalidParamsList.invalidParams).toEqual([
      { field: 'dni', errors: [expect.any(String)], codes: ['duplicateDni'] },
    ]);
  });
});

describe("the club's managers decide", () => {
  it('accepting makes the profile active: it reads the club, and the person hears in their language', async () => {
    const person = await applicant('ca');
    const created = CreatedProfileSchema.parse((await enrol(person, 'member')).json());
    const accepted = await decide(manager, club.hash, created.hash, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ hash: created.hash, decision: 'accepted' });

    const entry = (await profileOf(person)).clubs.find((c) => c.hash === club.hash);
    expect(entry?.profiles[created.hash]?.preEnrollment).toBe(false);
    expect(entry?.roles).toEqual(['ROLE_MEMBER']);
    expect((await clubProfiles(person)).statusCode).toBe(200);
    expect((await pendingList(manager)).map((p) => p.hash)).not.toContain(created.hash);
    const [mail] = await outboxTo(person.user.email);
    expect(mail).toMatchObject({ template: 'pre-enrollment-decided', locale: 'ca' });
    expect(mail?.subject).toContain('acceptat');
    // Decided once: a second decision finds nothing pending.
    expect((await decide(manager, club.hash, created.hash, 'refuse')).statusCode).toBe(404);
  });

  it('refusing removes the profile and tells the person', async () => {
    const person = await applicant();
    const created = CreatedProfileSchema.parse((await enrol(person, 'player')).json());
    const refused = await decide(manager, club.hash, created.hash, 'refuse');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({ hash: created.hash, decision: 'refused' });
    expect(await t.db.select().from(profiles).where(eq(profiles.publicId, created.hash))).toEqual([]);
    expect((await profileOf(person)).clubs.find((c) => c.hash === club.hash)).toBeUndefined();
    const [mail] = await outboxTo(person.user.email);
    expect(mail).toMatchObject({ template: 'pre-enrollment-decided', locale: 'es' });
    expect(mail?.subject).toContain('no ha sido aceptada');
    // Refused is not forever: the person may pre-enrol again.
    expect((await enrol(person, 'player')).statusCode).toBe(201);
  });

  it("another club's manager can neither see nor decide it", async () => {
    const person = await applicant();
    const created = CreatedProfileSchema.parse((await enrol(person, 'member')).json());
    expect((await pendingList(otherManager, otherClub.hash)).map((p) => p.hash)).not.toContain(created.hash);
    expect((await decide(otherManager, otherClub.hash, created.hash, 'accept')).statusCode).toBe(404);
    expect((await decide(otherManager, club.hash, created.hash, 'accept')).statusCode).toBe(403);
    // Nor can the applicant decide their own.
    expect((await decide(person, club.hash, created.hash, 'accept')).statusCode).toBe(403);
    expect((await pendingList(manager)).map((p) => p.hash)).toContain(created.hash);
  });

  it('a member cannot act as their own pending profile (the Profile header names it)', async () => {
    const person = await applicant();
    const member = CreatedProfileSchema.parse((await enrol(person, 'member')).json());
    await decide(manager, club.hash, member.hash, 'accept');
    const guardian = CreatedProfileSchema.parse((await enrol(person, 'guardian')).json());
    const threads = (profile: string) =>
      injectAs(t, person, { method: 'GET', url: `/api/clubs/${club.hash}/communications/threads`, headers: { profile } });
    expect((await threads(member.hash)).statusCode).toBe(200);
    const pending = await threads(guardian.hash);
    expect(pending.statusCode).toBe(400);
    expect((await profileOf(person)).clubs.find((c) => c.hash === club.hash)?.roles).toEqual(['ROLE_MEMBER']);
  });

  it('an active profile is no pre-enrolment: deciding on a member gives 404', async () => {
    const person = await applicant();
    const created = CreatedProfileSchema.parse((await enrol(person, 'member')).json());
    await decide(manager, club.hash, created.hash, 'accept');
    expect((await decide(manager, club.hash, created.hash, 'accept')).statusCode).toBe(404);
  });
});
