import { ActivitySchema, InscriptionListSchema, PublicActivitiesSchema } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityInscriptions, charges, fees, outboxMessages, profiles } from '../../db/schema';
import { createClub, createManager, createMember, injectAs, signIn, type ClubFixture, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adultSignUp } from './joining.test-kit';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let member: Session;
let otherManager: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
  otherManager = await signIn(t, (await createManager(t, other)).user);
});
afterAll(() => t.close());

const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }).invalidParamsList.invalidParams.map(
    (p) => [p.field, p.codes[0]],
  );
async function createActivity(payload: object, session = manager, c = club) {
  const response = await as(session, { method: 'POST', url: `/api/clubs/${c.hash}/activities`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return ActivitySchema.parse(response.json());
}
const child = (n: number) => ({
  name: `Niño ${n}`,
  surname: 'Camp',
  birthDate: '2015-06-01',
  guardianName: 'Marta Vidal',
  email: `family${n}@example.test`,
  privacyAccepted: true,
});
const inscribe = (activity: string, payload: object, c = club) =>
  t.app.inject({ method: 'POST', url: `/api/joining/${c.shortname}/activities/${activity}/inscriptions`, payload });
const listInscriptions = async (activity: string) =>
  InscriptionListSchema.parse(
    (await as(manager, { url: `/api/clubs/${club.hash}/activities/${activity}/inscriptions?itemsPerPage=100` })).json(),
  )['hydra:member'];

describe('activities', () => {
  it('are created by managers with a fee and places, refused with field errors when wrong, and listed publicly with the places left', async () => {
    const bad = await as(manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/activities`,
      payload: { name: '', price: -1, places: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      ['name', 'required'],
      ['price', 'tooSmall'],
      ['places', 'tooSmall'],
    ]);
    expect(
      (await as(member, { method: 'POST', url: `/api/clubs/${club.hash}/activities`, payload: { name: 'x', price: 0, places: 1 } }))
        .statusCode,
    ).toBe(403);
    const camp = await createActivity({ name: 'Summer camp', price: 18_000, places: 40, startsOn: '2027-07-01' });
    expect(camp).toMatchObject({ places: 40, placesLeft: 40, status: 'open' });
    const listed = PublicActivitiesSchema.parse((await t.app.inject({ url: `/api/joining/${club.shortname}/activities` })).json());
    expect(listed.activities.map((activity) => activity.hash)).toContain(camp.hash);
    const elsewhere = PublicActivitiesSchema.parse((await t.app.inject({ url: `/api/joining/${other.shortname}/activities` })).json());
    expect(elsewhere.activities).toEqual([]);
    // Another club's activity is not found under this club, for its manager or its form.
    expect((await as(otherManager, { url: `/api/clubs/${other.hash}/activities/${camp.hash}/inscriptions` })).statusCode).toBe(404);
    expect((await inscribe(camp.hash, child(0), other)).statusCode).toBe(404);
  });

  it('never takes more inscriptions than places: 30 parallel requests for the last 3 places', async () => {
    const camp = await createActivity({ name: 'Tournament', price: 2500, places: 5 });
    for (const n of [1, 2]) expect((await inscribe(camp.hash, child(n))).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => inscribe(camp.hash, child(100 + n))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(27);
    const refused = answers.find((answer) => answer.statusCode === 400)!;
    expect(fieldsOf(refused)).toEqual([['activity', 'activityFull']]);
    const rows = await t.db.select().from(activityInscriptions).where(eq(activityInscriptions.clubId, club.id));
    expect(
      rows.filter((row) =>
        answers.some((answer) => answer.statusCode === 201 && (answer.json() as { hash: string }).hash === row.publicId),
      ),
    ).toHaveLength(3);
    const [stored] = await t.db.select().from(activities).where(eq(activities.publicId, camp.hash));
    expect(stored).toMatchObject({ taken: 5, places: 5 });
    expect((await listInscriptions(camp.hash)).length).toBe(5);
  });

  it('accepting an inscription charges the activity fee to the participant; refusing gives the place back and says why', async () => {
    const camp = await createActivity({ name: 'Easter camp', price: 9000, places: 2 });
    const first = (await inscribe(camp.hash, child(1))).json() as { hash: string; placesLeft: number };
    const second = (await inscribe(camp.hash, child(2))).json() as { hash: string; placesLeft: number };
    expect([first.placesLeft, second.placesLeft]).toEqual([1, 0]);
    expect(fieldsOf(await inscribe(camp.hash, child(3)))).toEqual([['activity', 'activityFull']]);

    const decide = (hash: string, payload: object) =>
      as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/activities/${camp.hash}/inscriptions/${hash}/decision`, payload });
    expect((await decide(first.hash, { decision: 'accept' })).statusCode).toBe(200);
    const [accepted] = await t.db.select().from(activityInscriptions).where(eq(activityInscriptions.publicId, first.hash));
    const [participant] = await t.db.select().from(profiles).where(eq(profiles.id, accepted!.profileId!));
    expect(participant).toMatchObject({ name: 'Niño 1', preEnrollment: false, clubId: club.id });
    const owed = await t.db.select().from(charges).where(eq(charges.profileId, participant!.id));
    expect(owed.map((charge) => [charge.amount, charge.status])).toEqual([[9000, 'pending']]);

    expect(fieldsOf(await decide(second.hash, { decision: 'refuse' }))).toEqual([['reason', 'required']]);
    expect((await decide(second.hash, { decision: 'refuse', reason: 'Too young for this group' })).statusCode).toBe(200);
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'family2@example.test'));
    expect(mail?.text).toContain('Too young for this group');
    // The place is free again.
    expect((await inscribe(camp.hash, child(4))).statusCode).toBe(201);
    expect((await decide(second.hash, { decision: 'accept' })).statusCode).toBe(404);
  });
});

describe('accepting several inscriptions', () => {
  // Sent together; the activity row is locked per acceptance so even truly simultaneous ones share the fee.
  it('makes one fee for the activity, owed by each accepted participant', async () => {
    const camp = await createActivity({ name: 'Autumn clinic', price: 4000, places: 4 });
    const hashes = await Promise.all(
      [1, 2, 3].map(async (n) => ((await inscribe(camp.hash, child(200 + n))).json() as { hash: string }).hash),
    );
    const answers = await Promise.all(
      hashes.map((hash) =>
        as(manager, {
          method: 'POST',
          url: `/api/clubs/${club.hash}/activities/${camp.hash}/inscriptions/${hash}/decision`,
          payload: { decision: 'accept' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const made = await t.db
      .select()
      .from(fees)
      .where(and(eq(fees.clubId, club.id), eq(fees.name, 'Autumn clinic')));
    expect(made).toHaveLength(1);
    expect(await t.db.$count(charges, eq(charges.feeId, made[0]!.id))).toBe(3);
  });
});

describe('the public forms are rate-limited per network address', () => {
  it('answers 429 with Retry-After past the limit of sign-ups (each one counts, even refused)', async () => {
    const limited = await createTestApp({}, { seed: false });
    try {
      const limitedClub = await createClub(limited);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/joining/${limitedClub.shortname}/requests`,
          payload: adultSignUp('AAAAAAAAAAAAAAAAAAAAAA'),
          remoteAddress: '203.0.113.9',
        });
      const statuses: number[] = [];
      for (let n = 0; n < 11; n++) statuses.push((await send()).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      const last = await send();
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
