import { JoiningFormSchema, JoiningRequestListSchema, type FeeList } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, charges, guardianships, joiningRequests, outboxMessages, profiles, sepaMandates } from '../../db/schema';
import { createClub, createManager, injectAs, signIn, type ClubFixture, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adultSignUp, createOpenPlan } from './joining.test-kit';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let otherManager: Session;
let partnerPlan: string;
let under12Plan: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  otherManager = await signIn(t, (await createManager(t, other)).user);
  partnerPlan = await createOpenPlan(t, club, { audience: 'partner', price: 12_001, instalments: 2 });
  under12Plan = await createOpenPlan(t, club, { audience: 'athlete', categories: ['Under-12'], price: 9000, instalments: 1 });
});
afterAll(() => t.close());

const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const signUp = (payload: object, c: ClubFixture = club) =>
  t.app.inject({ method: 'POST', url: `/api/joining/${c.shortname}/requests`, payload });
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }).invalidParamsList.invalidParams.map(
    (p) => [p.field, p.codes[0]],
  );
const pending = async (session = manager, c = club) =>
  JoiningRequestListSchema.parse((await as(session, { url: `/api/clubs/${c.hash}/joining-requests` })).json())['hydra:member'];
const decide = (hash: string, payload: object, session = manager, c = club) =>
  as(session, { method: 'POST', url: `/api/clubs/${c.hash}/joining-requests/${hash}/decision`, payload });
const profileByHash = async (id: number) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('the public sign-up form', () => {
  it("shows the open season's plans open to new members, by the club's short name", async () => {
    const response = await t.app.inject({ url: `/api/joining/${club.shortname}` });
    expect(response.statusCode).toBe(200);
    const form = JoiningFormSchema.parse(response.json());
    expect(form.club.name).toBe(club.name);
    expect(form.plans.map((plan) => plan.hash).sort()).toEqual([partnerPlan, under12Plan].sort());
    expect((await t.app.inject({ url: '/api/joining/no-such-club' })).statusCode).toBe(404);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const bad = await signUp(
      adultSignUp(partnerPlan, {
        dni: '12345678A',
        privacyAccepted: false,
        email: 'nope',
        mandate: { holderName: 'I', iban: 'ES00 0000', accepted: false },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        ['dni', 'identification'],
        ['privacyAccepted', 'privacyNotAccepted'],
        ['email', 'email'],
        ['mandate.accepted', 'mandateNotAccepted'],
      ]),
    );
    const wrongIban = { holderName: 'I', iban: 'ES00 0000', accepted: true };
    expect(fieldsOf(await signUp(adultSignUp(partnerPlan, { mandate: wrongIban })))).toEqual([['mandate.iban', 'ibanInvalid']]);
    // A valid IBAN outside SEPA, and a BIC of another country: the member's mandate form's checks.
    const turkish = { holderName: 'Irene', iban: 'TR33 0006 1005 1978 6457 8413 26', accepted: true };
    expect(fieldsOf(await signUp(adultSignUp(partnerPlan, { mandate: turkish })))).toEqual([['mandate.iban', 'ibanNotSepa']]);
    const wrongBic = { holderName: 'Irene', iban: 'ES91 2100 0418 4502 0005 1332', bic: 'DEUTDEFF', accepted: true };
    expect(fieldsOf(await signUp(adultSignUp(partnerPlan, { mandate: wrongBic })))).toEqual([['mandate.bic', 'bicMismatch']]);
    // An adult gives a NIF/NIE; a child registered by a guardian may not have one.
    expect(fieldsOf(await signUp(adultSignUp(partnerPlan, { dni: undefined })))).toEqual([['dni', 'required']]);
    expect(fieldsOf(await signUp(adultSignUp(partnerPlan, { forChild: true })))).toEqual([['guardian', 'required']]);
  });

  it('refuses a plan not open to that person: another audience, another age, another club', async () => {
    expect(fieldsOf(await signUp(adultSignUp(under12Plan)))).toEqual([['plan', 'planNotOpen']]);
    const teen = {
      audience: 'athlete',
      forChild: true,
      birthDate: '2008-02-01',
      dni: undefined,
      guardian: { name: 'Marta', surname: 'Vidal', dni: '00000000T' },
    };
    expect(fieldsOf(await signUp(adultSignUp(under12Plan, teen)))).toEqual([['plan', 'planNotOpen']]);
    expect(fieldsOf(await signUp(adultSignUp(partnerPlan), other))).toEqual([['plan', 'planNotOpen']]);
  });

  it('makes a pre-enrolment that only the managers of that club see', async () => {
    const response = await signUp(adultSignUp(partnerPlan, { email: 'only.here@example.test', dni: '87654321X' }));
    expect(response.statusCode, response.body).toBe(201);
    const { hash } = response.json() as { hash: string };
    const [row] = await t.db.select().from(joiningRequests).where(eq(joiningRequests.publicId, hash));
    expect((await profileByHash(row!.profileId!))?.preEnrollment).toBe(true);
    expect((await pending()).map((request) => request.hash)).toContain(hash);
    // The club's managers are told, with a link to the review page; the other club's are not.
    const told = await t.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'pre-enrollment-requested'));
    expect(told.map((mail) => mail.to)).toEqual([manager.user.email]);
    expect(told[0]!.text).toContain(`/dashboard/manager/${club.hash}/persons/pre-enrolments`);
    expect(await pending(otherManager, other)).toEqual([]);
    // Another club's manager cannot decide it under their own club.
    expect((await decide(hash, { decision: 'accept' }, otherManager, other)).statusCode).toBe(404);
  });
});

describe("the managers' review", () => {
  it('accepting activates the profile, creates the plan charges and the mandate, and e-mails the account link', async () => {
    const email = 'accepted@example.test';
    const mandate = { holderName: 'Irene Sanchis', iban: 'ES91 2100 0418 4502 0005 1332', accepted: true };
    const created = await signUp(adultSignUp(partnerPlan, { email, dni: '11111111H', mandate }));
    expect(created.statusCode, created.body).toBe(201);
    const { hash } = created.json() as { hash: string };
    expect((await pending()).find((request) => request.hash === hash)?.mandateIbanEnd).toBe('1332');

    const accepted = await decide(hash, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ hash, status: 'accepted' });
    const [row] = await t.db.select().from(joiningRequests).where(eq(joiningRequests.publicId, hash));
    expect(row!.status).toBe('accepted');
    expect((await profileByHash(row!.profileId!))?.preEnrollment).toBe(false);
    const made = await t.db.select().from(charges).where(eq(charges.profileId, row!.profileId!));
    // 120.01 € in two instalments: the odd cent on the first.
    expect(made.map((charge) => charge.amount).sort()).toEqual([6000, 6001]);
    const [stored] = await t.db.select().from(sepaMandates).where(eq(sepaMandates.profileId, row!.profileId!));
    expect(stored).toMatchObject({ iban: 'ES9121000418450200051332', holderName: 'Irene Sanchis', status: 'active' });
    expect(stored!.reference).toMatch(/^TRB-\d{8}-[A-Z2-9]{10}$/);
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(mails.map((mail) => mail.template)).toEqual(['account-handed-over']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'joining.accepted'), eq(auditLog.target, hash)));
    expect(audit).toHaveLength(1);
    // The plan's fee for new members, made by the acceptance, reads in the manager's Fees list.
    const fees = await as(manager, { url: `/api/clubs/${club.hash}/fees` });
    expect(fees.statusCode, fees.body).toBe(200);
    expect((fees.json() as FeeList)['hydra:member'].map((fee) => fee.target)).toContainEqual({ kind: 'people', profileHashes: [] });
    // Decided once: a second decision is not found among the pending ones.
    expect((await decide(hash, { decision: 'refuse', reason: 'Late' })).statusCode).toBe(404);
  });

  it("a monthly plan charges its price once a month, as the plan's fee counts it", async () => {
    const monthly = await createOpenPlan(t, club, { audience: 'partner', price: 3500, instalments: 3, period: 'monthly' });
    const created = await signUp(adultSignUp(monthly, { email: 'monthly@example.test', dni: '44444444A' }));
    expect(created.statusCode, created.body).toBe(201);
    const { hash } = created.json() as { hash: string };
    expect((await pending()).find((request) => request.hash === hash)?.plan).toMatchObject({ price: 10500, instalments: 3 });
    expect((await decide(hash, { decision: 'accept' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(joiningRequests).where(eq(joiningRequests.publicId, hash));
    const made = await t.db.select().from(charges).where(eq(charges.profileId, row!.profileId!));
    expect(made.map((charge) => charge.amount)).toEqual([3500, 3500, 3500]);
    expect(new Set(made.map((charge) => charge.dueOn)).size).toBe(3);
  });

  it("a guardian's child sign-up makes both profiles, linked; refusing needs a reason, removes them and e-mails it", async () => {
    const body = adultSignUp(under12Plan, {
      audience: 'athlete',
      forChild: true,
      name: 'Pau',
      birthDate: `${new Date().getUTCFullYear() - 11}-05-01`,
      dni: undefined,
      email: 'guardian@example.test',
      guardian: { name: 'Marta', surname: 'Vidal', dni: '22222222J' },
    });
    const created = await signUp(body);
    expect(created.statusCode, created.body).toBe(201);
    const { hash } = created.json() as { hash: string };
    const [row] = await t.db.select().from(joiningRequests).where(eq(joiningRequests.publicId, hash));
    const links = await t.db.select().from(guardianships).where(eq(guardianships.childProfileId, row!.profileId!));
    expect(links.map((link) => link.guardianProfileId)).toEqual([row!.guardianProfileId]);
    expect((await pending()).find((request) => request.hash === hash)).toMatchObject({ forChild: true, guardianName: 'Marta Vidal' });

    expect(fieldsOf(await decide(hash, { decision: 'refuse' }))).toEqual([['reason', 'required']]);
    expect((await decide(hash, { decision: 'refuse', reason: 'The group is full' })).statusCode).toBe(200);
    expect(await profileByHash(row!.profileId!)).toBeUndefined();
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'guardian@example.test'));
    expect(mail?.template).toBe('joining-decided');
    expect(mail?.text).toContain('The group is full');
  });

  it('only managers of the club review (members get 403)', async () => {
    expect((await as(undefined, { url: `/api/clubs/${club.hash}/joining-requests` })).statusCode).toBe(401);
    expect((await as(otherManager, { url: `/api/clubs/${club.hash}/joining-requests` })).statusCode).toBe(403);
  });
});
