import { PlanListSchema, PlanSchema, SeasonListSchema, SeasonSchema, type Season } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubs } from '../../../db/schema';
import { createClub, createManager, createMember, injectAs, signIn, type ClubFixture, type Session } from '../../../test/factories';
import { mergePatch } from '../../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSeason } from '../fees-test-kit';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
});
afterAll(() => t.close());

const base = (c: ClubFixture = club) => `/api/clubs/${c.hash}`;
const as = (session: Session, options: InjectOptions) => injectAs(t, session, options);
const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }).invalidParamsList.invalidParams.map(
    (p) => [p.field, p.codes[0]],
  );
const createSeasonCall = async (payload: object) => {
  const response = await as(manager, { method: 'POST', url: `${base()}/seasons`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return SeasonSchema.parse(response.json());
};
const plansOf = async (season: Season) =>
  PlanListSchema.parse((await as(manager, { url: `${base()}/seasons/${season.hash}/plans` })).json())['hydra:member'];
const planPayload = {
  name: 'Socio adulto',
  audience: 'partner',
  price: 12000,
  period: 'monthly',
  instalments: 10,
  siblingDiscountPercent: 10,
};

describe('seasons and plans', () => {
  it('a new season becomes current, feeds the club season and copies the previous season plans', async () => {
    const first = await createSeasonCall({ name: '2025/26', startsOn: '2025-07-01', endsOn: '2026-06-30' });
    expect(first).toMatchObject({ name: '2025/26', status: 'open', current: true, planCount: 0, graceDays: 30 });
    const created = await as(manager, { method: 'POST', url: `${base()}/seasons/${first.hash}/plans`, payload: planPayload });
    expect(created.statusCode, created.body).toBe(201);
    expect(PlanSchema.parse(created.json())).toMatchObject({
      ...planPayload,
      categories: [],
      familyDiscountPercent: 0,
      openToNewMembers: true,
    });

    const second = await createSeasonCall({ name: '2026/27', startsOn: '2026-07-01', endsOn: '2027-06-30', graceDays: 15 });
    expect(second).toMatchObject({ current: true, planCount: 1, graceDays: 15 });
    const copied = await plansOf(second);
    expect(copied).toEqual([expect.objectContaining({ ...planPayload, seasonHash: second.hash })]);
    expect(copied[0]!.hash).not.toBe((await plansOf(first))[0]!.hash);

    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(row).toMatchObject({ seasonId: '2026-27', seasonName: '2026/27', seasonEndsOn: '2027-06-30' });
    const list = SeasonListSchema.parse((await as(manager, { url: `${base()}/seasons` })).json())['hydra:member'];
    expect(list.map((s) => [s.name, s.current])).toEqual([
      ['2026/27', true],
      ['2025/26', false],
    ]);

    // Closing the current season makes the previous open one current again.
    const closed = await as(manager, { method: 'PATCH', url: `${base()}/seasons/${second.hash}`, ...mergePatch({ status: 'closed' }) });
    expect(SeasonSchema.parse(closed.json())).toMatchObject({ status: 'closed', current: false });
    const [after] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
    expect(after).toMatchObject({ seasonName: '2025/26' });
    // A closed season's plans stay as they were.
    const refused = await as(manager, {
      method: 'POST',
      url: `${base()}/seasons/${second.hash}/plans`,
      payload: { ...planPayload, name: 'Otro' },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual([['seasonHash', 'seasonClosed']]);
    const reopened = await as(manager, { method: 'PATCH', url: `${base()}/seasons/${second.hash}`, ...mergePatch({ status: 'open' }) });
    expect(SeasonSchema.parse(reopened.json())).toMatchObject({ status: 'open', current: true });
  });

  it('a season may start without the previous plans', async () => {
    const season = await createSeasonCall({ name: 'Empty 2030', startsOn: '2030-07-01', endsOn: '2031-06-30', copyPlans: false });
    expect(season.planCount).toBe(0);
  });

  it('refuses bad seasons and plans with field errors', async () => {
    const dates = await as(manager, {
      method: 'POST',
      url: `${base()}/seasons`,
      payload: { name: 'X', startsOn: '2027-07-01', endsOn: '2027-06-30' },
    });
    expect(dates.statusCode).toBe(400);
    expect(fieldsOf(dates)).toEqual([['endsOn', 'endsBeforeStart']]);
    const format = await as(manager, {
      method: 'POST',
      url: `${base()}/seasons`,
      payload: { name: '', startsOn: '1/7/2027', endsOn: '2028-06-30' },
    });
    expect(fieldsOf(format)).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['startsOn', 'dateFormat'],
      ]),
    );
    const twice = await as(manager, {
      method: 'POST',
      url: `${base()}/seasons`,
      payload: { name: '2025/26', startsOn: '2040-07-01', endsOn: '2041-06-30' },
    });
    expect(fieldsOf(twice)).toEqual([['name', 'seasonNameTaken']]);

    const season = await createSeasonCall({ name: 'Plans 2031', startsOn: '2031-07-01', endsOn: '2032-06-30', copyPlans: false });
    const url = `${base()}/seasons/${season.hash}/plans`;
    const bad = await as(manager, {
      method: 'POST',
      url,
      payload: {
        name: 'X',
        audience: 'coach',
        price: -1,
        period: 'weekly',
        instalments: 13,
        siblingDiscountPercent: 101,
        categories: ['Adults'],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.fromEntries(fieldsOf(bad))).toMatchObject({
      audience: 'invalidChoice',
      price: 'tooSmall',
      period: 'invalidChoice',
      instalments: 'tooLarge',
      siblingDiscountPercent: 'tooLarge',
    });
    expect((await as(manager, { method: 'POST', url, payload: planPayload })).statusCode).toBe(201);
    const same = await as(manager, { method: 'POST', url, payload: planPayload });
    expect(fieldsOf(same)).toEqual([['name', 'planNameTaken']]);
  });

  it('edits and removes a plan, with audit lines; a removed plan frees its name', async () => {
    const season = await createSeasonCall({ name: 'Edit 2032', startsOn: '2032-07-01', endsOn: '2033-06-30', copyPlans: false });
    const url = `${base()}/seasons/${season.hash}/plans`;
    const plan = PlanSchema.parse((await as(manager, { method: 'POST', url, payload: planPayload })).json());
    const edited = await as(manager, {
      method: 'PATCH',
      url: `${base()}/plans/${plan.hash}`,
      ...mergePatch({ price: 13000, openToNewMembers: false }),
    });
    expect(PlanSchema.parse(edited.json())).toMatchObject({ price: 13000, openToNewMembers: false, name: 'Socio adulto' });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, plan.hash)).orderBy(auditLog.id).offset(1);
    expect(audit).toMatchObject({ action: 'plan.updated', metadata: { before: { price: 12000 }, after: { price: 13000 } } });
    expect((await as(manager, { method: 'DELETE', url: `${base()}/plans/${plan.hash}` })).statusCode).toBe(204);
    expect(await plansOf(season)).toEqual([]);
    expect((await as(manager, { method: 'POST', url, payload: planPayload })).statusCode).toBe(201);
    expect((await as(manager, { method: 'PATCH', url: `${base()}/plans/${plan.hash}`, ...mergePatch({ price: 1 }) })).statusCode).toBe(404);
  });

  it("never reaches another club's seasons or plans, and is for managers only", async () => {
    const foreign = await createSeason(t, other);
    expect((await as(manager, { url: `${base()}/seasons/${foreign.hash}/plans` })).statusCode).toBe(404);
    expect(
      (await as(manager, { method: 'PATCH', url: `${base()}/seasons/${foreign.hash}`, ...mergePatch({ status: 'closed' }) })).statusCode,
    ).toBe(404);
    expect((await as(member, { url: `${base()}/seasons` })).statusCode).toBe(403);
  });
});
