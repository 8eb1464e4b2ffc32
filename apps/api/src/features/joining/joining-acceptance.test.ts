import { JoiningRequestListSchema, MemberCardListSchema, PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { charges, guardianships, joiningRequests, outboxMessages, profiles } from '../../db/schema';
import { AuditRepository } from '../../lib/audit';
import { NotificationsRepository } from '../../lib/outbox/enqueue';
import { createClub, createGuardianWithChild, createManager, injectAs, signIn, type ClubFixture, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adultSignUp, createOpenPlan } from './joining.test-kit';

let t: TestApp;
let club: ClubFixture;
let manager: Session;
let partnerPlan: string;
let under12Plan: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  partnerPlan = await createOpenPlan(t, club, { audience: 'partner', price: 6000, instalments: 1 });
  under12Plan = await createOpenPlan(t, club, { audience: 'athlete', categories: ['Under-12'], price: 9000, instalments: 1 });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const signUp = async (payload: object) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/joining/${club.shortname}/requests`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { hash: string }).hash;
};
const accept = (hash: string) =>
  as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/joining-requests/${hash}/decision`, payload: { decision: 'accept' } });
const requestRow = async (hash: string) => (await t.db.select().from(joiningRequests).where(eq(joiningRequests.publicId, hash)))[0]!;
const mailsTo = (email: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

describe("an accepted sign-up's account e-mail goes through the outbox in the acceptance's transaction", () => {
  it('is an outbox row once the acceptance commits', async () => {
    const email = 'committed@example.test';
    const hash = await signUp(adultSignUp(partnerPlan, { email, dni: '55555555K' }));
    expect((await accept(hash)).statusCode).toBe(200);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['account-handed-over']);
  });

  it('sends nothing when the acceptance fails after the e-mail was enqueued (rolled back with it)', async () => {
    const email = 'rolled.back@example.test';
    const hash = await signUp(adultSignUp(partnerPlan, { email, dni: '66666666Q' }));
    // The acceptance's last write (its audit line) fails: everything before it goes back.
    const record = AuditRepository.prototype.record;
    vi.spyOn(AuditRepository.prototype, 'record').mockImplementation(function (this: AuditRepository, ctx, event) {
      if (event.action === 'joining.accepted') return Promise.reject(new Error('audit trail unavailable'));
      return record.call(this, ctx, event);
    });
    expect((await accept(hash)).statusCode).toBe(500);
    expect(await mailsTo(email)).toEqual([]);
    const row = await requestRow(hash);
    expect(row.status).toBe('pending');
    expect(await t.db.select().from(charges).where(eq(charges.profileId, row.profileId!))).toEqual([]);
  });

  it('accepts nothing when the e-mail cannot be enqueued (never an accepted member without their e-mail)', async () => {
    const email = 'no.outbox@example.test';
    const hash = await signUp(adultSignUp(partnerPlan, { email, dni: '77777777B' }));
    const enqueue = NotificationsRepository.prototype.enqueue;
    vi.spyOn(NotificationsRepository.prototype, 'enqueue').mockImplementation(function (this: NotificationsRepository, message) {
      if (message.template === 'account-handed-over') return Promise.reject(new Error('outbox unavailable'));
      return enqueue.call(this, message);
    });
    expect((await accept(hash)).statusCode).toBe(500);
    const row = await requestRow(hash);
    expect(row.status).toBe('pending');
    expect((await t.db.select().from(profiles).where(eq(profiles.id, row.profileId!)))[0]?.preEnrollment).toBe(true);
    vi.restoreAllMocks();
    // Once the outbox works again the same request is accepted, and its e-mail is there.
    expect((await accept(hash)).statusCode).toBe(200);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['account-handed-over']);
  });
});

describe('a guardian who already has an account registers another child from the portal', () => {
  it('on acceptance the child goes under their one guardian profile; no second guardian, no account link', async () => {
    const guardian = await createGuardianWithChild(t, club, { child: { name: 'Leo' } });
    const session = await signIn(t, guardian.user);
    const email = guardian.user.email.toLowerCase();
    const hash = await signUp(
      adultSignUp(under12Plan, {
        audience: 'athlete',
        forChild: true,
        name: 'Nil',
        birthDate: `${new Date().getUTCFullYear() - 11}-03-01`,
        dni: undefined,
        email,
        guardian: { name: guardian.user.name, surname: guardian.user.lastname, dni: '88888888Y' },
      }),
    );
    const formGuardian = (await requestRow(hash)).guardianProfileId!;
    expect(formGuardian).not.toBe(guardian.profile.id);
    // Anyone may type that e-mail: the review list names the family the child would join.
    const review = JoiningRequestListSchema.parse((await as(manager, { url: `/api/clubs/${club.hash}/joining-requests` })).json());
    expect(review['hydra:member'].find((item) => item.hash === hash)?.knownGuardian).toEqual({
      name: guardian.profile.name,
      surname: guardian.profile.surname,
    });

    expect((await accept(hash)).statusCode).toBe(200);
    const row = await requestRow(hash);
    const guardianProfiles = await t.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(eq(profiles.clubId, club.id), eq(profiles.type, PROFILE_TYPE_CODES.guardian), eq(profiles.surname, guardian.user.lastname)),
      );
    expect(guardianProfiles.map((p) => p.id)).toEqual([guardian.profile.id]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, formGuardian))).toEqual([]);
    expect(row.guardianProfileId).toBe(guardian.profile.id);
    const links = await t.db.select().from(guardianships).where(eq(guardianships.childProfileId, row.profileId!));
    expect(links.map((link) => link.guardianProfileId)).toEqual([guardian.profile.id]);
    // They sign in as always and see both children; they are told of the acceptance, not sent a link.
    const cards = MemberCardListSchema.parse((await as(session, { url: `/api/clubs/${club.hash}/member-card/children` })).json());
    expect(cards.map((card) => card.person.name).sort()).toEqual(['Leo', 'Nil']);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['joining-decided']);
    expect(await t.db.select().from(charges).where(eq(charges.profileId, row.profileId!))).toHaveLength(1);
  });
});
