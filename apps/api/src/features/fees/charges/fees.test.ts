import {
  FeeDetailSchema,
  FeeListSchema,
  ManagedChargeListSchema,
  ManagedChargeSchema,
  SentFeeSchema,
  type FeeDetail,
} from '@tribuna/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, charges, outboxMessages } from '../../../db/schema';
import {
  createClub,
  createGuardianWithChild,
  createManager,
  createPerson,
  createTeam,
  injectAs,
  signIn,
  type ClubFixture,
  type PersonFixture,
  type Session,
} from '../../../test/factories';
import { mergePatch } from '../../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createPlan, createSeason, createSentFee } from '../fees-test-kit';
import { PlansRepository } from '../plans/plans.repository';
import { CLUB_TIME_ZONE } from './charges.routes';
import { addMonths } from './instalment-schedule';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
});
afterAll(() => t.close());

const base = `/api/clubs/${'{club}'}`;
const url = (path: string) => base.replace('{club}', club.hash) + path;
const as = (options: InjectOptions) => injectAs(t, manager, options);
const fieldsOf = (response: { json: () => unknown }) =>
  (response.json() as { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }).invalidParamsList.invalidParams.map(
    (p) => [p.field, p.codes[0]],
  );
const createFee = async (payload: object): Promise<FeeDetail> => {
  const response = await as({ method: 'POST', url: url('/fees'), payload });
  expect(response.statusCode, response.body).toBe(201);
  return FeeDetailSchema.parse(response.json());
};
const send = async (fee: FeeDetail) => {
  const response = await as({ method: 'POST', url: url(`/fees/${fee.hash}/send`) });
  expect(response.statusCode, response.body).toBe(200);
  return SentFeeSchema.parse(response.json());
};
const chargesOf = async (fee: { hash: string }, query = '') => {
  const response = await as({ url: url(`/fees/${fee.hash}/charges${query}`) });
  expect(response.statusCode, response.body).toBe(200);
  return ManagedChargeListSchema.parse(response.json());
};
const chargeRows = (feeHash: string) =>
  t.db.query.fees
    .findFirst({ where: (fees, { eq: is }) => is(fees.publicId, feeHash) })
    .then((fee) => t.db.select().from(charges).where(eq(charges.feeId, fee!.id)).orderBy(asc(charges.profileId), asc(charges.instalment)));

describe('fees: sending', () => {
  it('a plan fee for a team makes a charge per person and instalment, with sibling and family discounts', async () => {
    const season = await createSeason(t, club, { name: 'Send 2099' });
    const plan = await createPlan(t, club, season, { name: 'Atleta sub-12', price: 3000 });
    await new PlansRepository(t.db).update((await new PlansRepository(t.db).find(club.id, plan.hash))!, {
      period: 'monthly',
      instalments: 3,
      siblingDiscountPercent: 50,
      familyDiscountPercent: 10,
    });
    // Two children of one guardian (the younger gets the sibling discount), one child alone.
    const family = await createGuardianWithChild(t, club, { child: { birthDate: '2014-01-01', category: 'Under-12' } });
    const younger = await createPerson(t, club, { role: 'player', birthDate: '2016-01-01', category: 'Under-12' });
    await t.db
      .insert((await import('../../../db/schema')).guardianships)
      .values({ guardianProfileId: family.profile.id, childProfileId: younger.id });
    const alone = await createPerson(t, club, { role: 'player', category: 'Under-12' });
    const team = await createTeam(t, club, { roster: [{ person: family.child }, { person: younger }, { person: alone }] });

    const fee = await createFee({
      kind: 'plan',
      planHash: plan.hash,
      firstDueOn: '2099-09-05',
      target: { kind: 'teams', teamHashes: [team.hash] },
    });
    // A monthly plan's fee is its price per month times its instalments.
    expect(fee).toMatchObject({ kind: 'plan', name: 'Atleta sub-12', amount: 9000, instalments: 3, status: 'draft', planHash: plan.hash });
    const sent = await send(fee);
    expect(sent).toMatchObject({ status: 'sent', created: 9 });

    const rows = await chargeRows(fee.hash);
    const byPerson = (person: PersonFixture) =>
      rows.filter((row) => row.profileId === person.id).map((row) => [row.instalment, row.amount, row.dueOn]);
    // Family of two: 10% off for the elder; the younger sibling: 50% (the larger, never both).
    expect(byPerson(family.child)).toEqual([
      [1, 2700, '2099-09-05'],
      [2, 2700, '2099-10-05'],
      [3, 2700, '2099-11-05'],
    ]);
    expect(byPerson(younger).map((line) => line[1])).toEqual([1500, 1500, 1500]);
    expect(byPerson(alone).map((line) => line[1])).toEqual([3000, 3000, 3000]);

    const again = await as({ method: 'POST', url: url(`/fees/${fee.hash}/send`) });
    expect(again.statusCode).toBe(409);
    expect((await chargeRows(fee.hash)).length).toBe(9);
  });

  it('instalments whose dates have passed are spread over the remaining ones', async () => {
    const person = await createPerson(t, club, { role: 'member' });
    // The club's today (Madrid): between 23:00 and 24:00 UTC it is already tomorrow there.
    const today = DateTime.now().setZone(CLUB_TIME_ZONE).toISODate()!;
    const year = Number(today.slice(0, 4));
    // Twelve monthly instalments starting a year and a half ago: none remains, all is due today.
    const past = await createFee({
      kind: 'one_off',
      name: 'Old',
      amount: 1200,
      instalments: 12,
      firstDueOn: `${year - 2}-01-10`,
      target: { kind: 'people', profileHashes: [person.hash] },
    });
    await send(past);
    expect((await chargeRows(past.hash)).map((row) => [row.instalment, row.amount])).toEqual([[12, 1200]]);
    // Four monthly instalments from two months ago: two have passed, 1001 is split over the two left
    // (the cent left over on the last; on the 29th-31st the third is already past too).
    const day = Math.min(Number(today.slice(8, 10)), 28);
    const firstDueOn = addMonths(`${today.slice(0, 8)}${String(day).padStart(2, '0')}`, -2);
    const half = await createFee({
      kind: 'one_off',
      name: 'Half',
      amount: 1001,
      instalments: 4,
      firstDueOn,
      target: { kind: 'people', profileHashes: [person.hash] },
    });
    await send(half);
    const rows = await chargeRows(half.hash);
    const twoLeft = day === Number(today.slice(8, 10));
    expect(rows.map((row) => row.amount)).toEqual(twoLeft ? [500, 501] : [1001]);
    expect(rows.map((row) => row.instalment)).toEqual(twoLeft ? [3, 4] : [4]);
    expect(rows.every((row) => row.dueOn >= today)).toBe(true);
  });

  it('refuses bad fees with field errors, and other clubs’ plans and people', async () => {
    const foreignPlan = await createPlan(t, other, await createSeason(t, other));
    const foreignPerson = await createPerson(t, other);
    const cases: [object, string[][]][] = [
      [{ kind: 'plan', firstDueOn: '2099-01-01', target: { kind: 'allPartners' } }, [['planHash', 'required']]],
      [
        { kind: 'one_off', firstDueOn: '2099-01-01', target: { kind: 'allPartners' } },
        [
          ['name', 'required'],
          ['amount', 'required'],
        ],
      ],
      [
        { kind: 'one_off', name: 'X', amount: -5, firstDueOn: '2099-13-01', target: { kind: 'nobody' } },
        [
          ['amount', 'tooSmall'],
          ['firstDueOn', 'dateFormat'],
          ['target.kind', 'invalidChoice'],
        ],
      ],
      [
        {
          kind: 'one_off',
          name: 'X',
          amount: 100,
          instalments: 0,
          firstDueOn: '2099-01-01',
          target: { kind: 'people', profileHashes: [] },
        },
        [
          ['instalments', 'tooSmall'],
          ['target.profileHashes', 'required'],
        ],
      ],
      [
        { kind: 'plan', planHash: foreignPlan.hash, firstDueOn: '2099-01-01', target: { kind: 'allPartners' } },
        [['planHash', 'unknownPlan']],
      ],
      [
        {
          kind: 'one_off',
          name: 'X',
          amount: 100,
          firstDueOn: '2099-01-01',
          target: { kind: 'people', profileHashes: [foreignPerson.hash] },
        },
        [['target', 'unknownFeeTarget']],
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await as({ method: 'POST', url: url('/fees'), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(response).sort()).toEqual(expect.arrayContaining(expected.sort()));
    }
  });
});

describe('fees: the charges table', () => {
  it('lists, filters, totals and changes charges, each change audited; settled charges refuse', async () => {
    const ana = await createPerson(t, club, { role: 'member', name: 'Ana', surname: 'Zubiri', email: 'ana@fees.test' });
    const bea = await createPerson(t, club, { role: 'member', name: 'Bea', surname: 'Alonso', email: 'bea@fees.test' });
    const carla = await createPerson(t, club, { role: 'member', name: 'Carla', surname: 'Mora', email: null });
    const dani = await createPerson(t, club, { role: 'member', name: 'Dani', surname: 'Ruiz' });
    const team = await createTeam(t, club, { name: 'Veteranos', roster: [{ person: ana }] });
    const fee = await createSentFee(t, club, [ana, bea, carla, dani], { amount: 4000 });
    const chargeOf = (person: PersonFixture) => fee.charges.find((line) => line.profileId === person.id)!.hash;

    const list = await chargesOf(fee);
    expect(list['hydra:totalItems']).toBe(4);
    expect(list['hydra:member'].map((line) => line.person.surname)).toEqual(['Alonso', 'Mora', 'Ruiz', 'Zubiri']);
    expect(list['hydra:member'][3]).toMatchObject({ teams: ['Veteranos'], state: 'pending', amount: 4000 });

    // Past its due date a pending charge reads unpaid (overdue).
    await t.db
      .update(charges)
      .set({ dueOn: '2020-01-01' })
      .where(eq(charges.publicId, chargeOf(carla)));
    expect((await chargesOf(fee, '?state=unpaid'))['hydra:member'].map((line) => line.person.name)).toEqual(['Carla']);
    expect((await chargesOf(fee, `?teamHash=${team.hash}`))['hydra:member'].map((line) => line.person.name)).toEqual(['Ana']);
    expect((await chargesOf(fee, '?search=ALONSO'))['hydra:member'].map((line) => line.person.name)).toEqual(['Bea']);
    expect((await as({ url: url(`/fees/${fee.hash}/charges?state=lost`) })).statusCode).toBe(400);

    const paid = await as({
      method: 'POST',
      url: url(`/charges/${chargeOf(ana)}/paid`),
      payload: { method: 'cash', note: 'Pagó en la oficina' },
    });
    expect(ManagedChargeSchema.parse(paid.json())).toMatchObject({ state: 'paid', paidMethod: 'cash', note: 'Pagó en la oficina' });
    const price = await as({ method: 'PATCH', url: url(`/charges/${chargeOf(bea)}`), ...mergePatch({ amount: 2500, note: 'Descuento' }) });
    expect(ManagedChargeSchema.parse(price.json())).toMatchObject({ amount: 2500, state: 'pending' });
    const exempt = await as({ method: 'POST', url: url(`/charges/${chargeOf(dani)}/exempt`), payload: { note: 'Entrenador' } });
    expect(ManagedChargeSchema.parse(exempt.json())).toMatchObject({ state: 'exempt' });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, chargeOf(bea)), eq(auditLog.action, 'charge.amountChanged')));
    expect(audit!.metadata).toMatchObject({ before: { amount: 4000, status: 'pending' }, after: { amount: 2500, note: 'Descuento' } });
    expect(audit!.actorUserId).not.toBeNull();

    // A settled charge is not changed again.
    for (const [method, path, payload] of [
      ['POST', `/charges/${chargeOf(ana)}/exempt`, {}],
      ['POST', `/charges/${chargeOf(dani)}/paid`, { method: 'transfer' }],
      ['POST', `/charges/${chargeOf(ana)}/cancel`, {}],
    ] as const) {
      expect((await as({ method, url: url(path), payload })).statusCode).toBe(409);
    }
    const badPay = await as({ method: 'POST', url: url(`/charges/${chargeOf(bea)}/paid`), payload: { method: 'card' } });
    expect(fieldsOf(badPay)).toEqual([['method', 'invalidChoice']]);
    const badPrice = await as({ method: 'PATCH', url: url(`/charges/${chargeOf(bea)}`), ...mergePatch({ amount: 1.5 }) });
    expect(badPrice.statusCode).toBe(400);

    const detail = FeeDetailSchema.parse((await as({ url: url(`/fees/${fee.hash}`) })).json());
    expect(Object.fromEntries(detail.byState.map((line) => [line.state, [line.count, line.amount]]))).toEqual({
      paid: [1, 4000],
      pending: [1, 2500],
      unpaid: [1, 4000],
      exempt: [1, 4000],
    });
    expect(detail.totals).toEqual({
      charged: { count: 3, amount: 10500 },
      paid: { count: 1, amount: 4000 },
      outstanding: { count: 2, amount: 6500 },
    });
    expect(detail.byTeam).toEqual(
      expect.arrayContaining([expect.objectContaining({ teamHash: team.hash, teamName: 'Veteranos', count: 1, amount: 4000, paid: 4000 })]),
    );
    const fees = FeeListSchema.parse((await as({ url: url('/fees') })).json());
    expect(fees['hydra:member'].find((line) => line.hash === fee.hash)!.totals.paid.amount).toBe(4000);
  });

  it('reminds one charge or every overdue charge, through the outbox, at most once in three days', async () => {
    const adult = await createPerson(t, club, { role: 'member', email: 'late@fees.test' });
    const family = await createGuardianWithChild(t, club, { child: { email: null } });
    const fee = await createSentFee(t, club, [adult, family.child], { dueOn: '2020-03-01' });
    const sentTo = async () =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'fee-reminder'))).map((row) => row.to).sort();
    const before = await sentTo();
    const overdue = await as({ method: 'POST', url: url(`/fees/${fee.hash}/reminders`) });
    expect(overdue.json()).toEqual({ sent: 2, skipped: 0 });
    // The child has no address: the guardian is reminded.
    expect((await sentTo()).filter((to) => !before.includes(to))).toEqual([family.user.email, 'late@fees.test'].sort());
    expect((await as({ method: 'POST', url: url(`/fees/${fee.hash}/reminders`) })).json()).toEqual({ sent: 0, skipped: 0 });
    expect((await as({ method: 'POST', url: url(`/charges/${fee.charges[0]!.hash}/reminders`) })).json()).toEqual({ sent: 0, skipped: 1 });
  });

  it("answers 404 for another club's fee or charge", async () => {
    const foreign = await createSentFee(t, other, [await createPerson(t, other)]);
    expect((await as({ url: url(`/fees/${foreign.hash}`) })).statusCode).toBe(404);
    expect((await as({ url: url(`/fees/${foreign.hash}/charges`) })).statusCode).toBe(404);
    expect(
      (await as({ method: 'POST', url: url(`/charges/${foreign.charges[0]!.hash}/paid`), payload: { method: 'cash' } })).statusCode,
    ).toBe(404);
    expect((await as({ method: 'POST', url: url(`/fees/${foreign.hash}/send`) })).statusCode).toBe(404);
  });
});
