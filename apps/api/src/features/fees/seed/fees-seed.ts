import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../../db/client';
import { clubs, profiles, seasons, users } from '../../../db/schema';
import { ChargeCreationRepository } from '../charges/charge-creation.repository';
import { addMonths, type ScheduledInstalment } from '../charges/instalment-schedule';
import { FeesRepository, type FeeValues } from '../charges/fees.repository';
import { PlansRepository, type PlanValues } from '../plans/plans.repository';
import { SeasonsRepository } from '../plans/seasons.repository';

const plan = (values: Partial<PlanValues> & Pick<PlanValues, 'name' | 'audience' | 'price'>): PlanValues => ({
  description: '',
  categories: [],
  period: 'season',
  instalments: 1,
  siblingDiscountPercent: 0,
  familyDiscountPercent: 0,
  openToNewMembers: true,
  ...values,
});

/** CD Demo's plans: what a Spanish multi-sport club charges its partners and athletes. */
const DEMO_PLANS: PlanValues[] = [
  plan({ name: 'Socio adulto', audience: 'partner', price: 12000, description: 'Cuota anual de socio mayor de edad' }),
  plan({ name: 'Familia', audience: 'partner', price: 18000, familyDiscountPercent: 10, description: 'Dos adultos y sus hijos menores' }),
  plan({ name: 'Socio juvenil', audience: 'partner', price: 6000, categories: ['Youth'] }),
  plan({
    name: 'Atleta sub-12',
    audience: 'athlete',
    price: 3500,
    period: 'monthly',
    instalments: 10,
    categories: ['Under-8', 'Under-10', 'Under-12'],
    siblingDiscountPercent: 25,
  }),
  plan({
    name: 'Atleta sénior',
    audience: 'athlete',
    price: 9000,
    period: 'quarterly',
    instalments: 3,
    categories: ['Senior'],
    openToNewMembers: false,
  }),
];

const days = (today: string, n: number) => DateTime.fromISO(today).plus({ days: n }).toISODate()!;

/**
 * Issue 23 part 6: CD Demo's seasons (the current one, named as the club's season, and the
 * closed one before it, both with plans), a season fee to every partner, a monthly athletes' fee
 * with past instalments, a kit fee and a draft; charges in every manual state (pending, overdue,
 * paid by card, cash and transfer, exempt, cancelled; the SEPA states are the sepa seed's). The
 * demo member's and the demo guardian's child's charges stay pending. Idempotent: a club with
 * any season is left alone.
 */
export async function seedDemoFees(db: Db, now = new Date()): Promise<void> {
  const [club] = await db.select().from(clubs).where(eq(clubs.shortname, 'cd-demo'));
  if (!club) return;
  const [existing] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.clubId, club.id)).limit(1);
  if (existing) return;
  const today = DateTime.fromJSDate(now).setZone('Europe/Madrid').toISODate()!;
  const currentName = club.seasonName ?? '2025/2026';
  const firstYear = Number(currentName.slice(0, 4)) || 2025;

  await db.transaction(async (tx) => {
    const seasonsRepo = new SeasonsRepository(tx as unknown as Db);
    const plansRepo = new PlansRepository(tx as unknown as Db);
    const feesRepo = new FeesRepository(tx as unknown as Db);
    const creation = new ChargeCreationRepository(tx as unknown as Db);
    const previous = (await seasonsRepo.insert(club.id, {
      name: `${firstYear - 1}/${firstYear}`,
      startsOn: `${firstYear - 1}-07-01`,
      endsOn: `${firstYear}-06-30`,
    }))!;
    await seasonsRepo.update(previous, { status: 'closed' });
    // The current season runs until the end of next June at least, so its fees are still due.
    const endsOn = [`${firstYear + 1}-06-30`, `${Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) > 6 ? 1 : 0)}-06-30`]
      .sort()
      .at(-1)!;
    const current = (await seasonsRepo.insert(club.id, { name: currentName, startsOn: `${firstYear}-07-01`, endsOn }))!;
    for (const values of DEMO_PLANS) await plansRepo.insert(club.id, previous.id, { ...values, price: Math.round(values.price * 0.95) });
    const plans = new Map<string, number>();
    for (const values of DEMO_PLANS) plans.set(values.name, (await plansRepo.insert(club.id, current.id, values))!.id);

    const makeFee = async (
      values: Omit<FeeValues, 'description'>,
      schedule: ScheduledInstalment[],
      discounts = { sibling: 0, family: 0 },
    ) => {
      const fee = await feesRepo.insert(club.id, null, { description: '', ...values });
      await feesRepo.markSent(fee.id, now);
      await creation.create({
        clubId: club.id,
        feeId: fee.id,
        target: values.target,
        amount: values.amount,
        siblingDiscountPercent: discounts.sibling,
        familyDiscountPercent: discounts.family,
        schedule,
      });
      return fee.id;
    };
    const monthly = (first: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({ instalment: index + 1, dueOn: addMonths(first, index) }));

    // Last season's partner fee: everyone paid (by card, a few in cash).
    const old = await makeFee(
      {
        kind: 'plan',
        name: `Cuota socio ${previous.name}`,
        amount: 11400,
        instalments: 1,
        firstDueOn: `${firstYear - 1}-10-01`,
        seasonId: previous.id,
        planId: null,
        target: { kind: 'allPartners' },
      },
      [{ instalment: 1, dueOn: `${firstYear - 1}-10-01` }],
    );
    await tx.execute(sql`update charges set status = 'paid', paid_method = case when profile_id % 7 = 0 then 'cash' else 'card' end,
      paid_at = due_on::timestamptz + interval '3 days' where fee_id = ${old}::int`);

    // This season's partner fee, due in three weeks.
    const partners = await makeFee(
      {
        kind: 'plan',
        name: `Cuota socio ${currentName}`,
        amount: 12000,
        instalments: 1,
        firstDueOn: days(today, 21),
        seasonId: current.id,
        planId: plans.get('Socio adulto')!,
        target: { kind: 'allPartners' },
      },
      [{ instalment: 1, dueOn: days(today, 21) }],
    );
    // Athletes: monthly from three months ago; past instalments mostly paid, some overdue.
    const firstMonthly = addMonths(`${today.slice(0, 8)}05`, -3);
    const athletes = await makeFee(
      {
        kind: 'plan',
        name: `Atleta sub-12 ${currentName}`,
        amount: 35000,
        instalments: 10,
        firstDueOn: firstMonthly,
        seasonId: current.id,
        planId: plans.get('Atleta sub-12')!,
        target: { kind: 'categories', categories: ['Under-8', 'Under-10', 'Under-12'] },
      },
      monthly(firstMonthly, 10),
      { sibling: 25, family: 0 },
    );
    // A kit for every athlete (the guardian's child included), due in ten days.
    const kit = await makeFee(
      {
        kind: 'one_off',
        name: 'Equipación 2ª',
        amount: 4500,
        instalments: 1,
        firstDueOn: days(today, 10),
        seasonId: current.id,
        planId: null,
        target: { kind: 'allAthletes' },
      },
      [{ instalment: 1, dueOn: days(today, 10) }],
    );
    await feesRepo.insert(club.id, null, {
      kind: 'one_off',
      name: 'Viaje torneo Salou',
      description: 'Autobús y alojamiento, dos noches',
      amount: 14000,
      instalments: 2,
      firstDueOn: days(today, 30),
      seasonId: current.id,
      planId: null,
      target: { kind: 'categories', categories: ['Under-14'] },
    });

    // The demo member's and the guardian's child's charges stay pending: they are the Payments page's demo.
    const demoPeople = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.clubId, club.id), sql`${users.username} in ('member@demo.test', 'guardian@demo.test')`));
    const children = await tx.execute(
      sql`select child_profile_id as id from guardianships where guardian_profile_id in (${sql.join(
        [0, ...demoPeople.map((row) => row.id)].map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
    const keep = [0, ...demoPeople.map((row) => row.id), ...(children as unknown as { rows: { id: number }[] }).rows.map((row) => row.id)];
    const kept = sql`profile_id not in (${sql.join(
      keep.map((id) => sql`${id}::int`),
      sql`, `,
    )})`;
    await tx.execute(sql`update charges set
        status = case when profile_id % 10 < 3 then 'paid' when profile_id % 10 in (3, 4) then 'paid' when profile_id % 10 = 5 then 'exempt' else 'cancelled' end,
        paid_method = case when profile_id % 10 < 3 then 'card' when profile_id % 10 = 3 then 'cash' when profile_id % 10 = 4 then 'transfer' end,
        paid_at = case when profile_id % 10 < 5 then now() - interval '2 days' end,
        note = case profile_id % 10 when 3 then 'Pagado en la oficina' when 4 then 'Transferencia recibida' when 5 then 'Junta directiva' when 6 then 'Baja voluntaria' end
      where fee_id = ${partners}::int and profile_id % 10 < 7 and ${kept}`);
    // Past monthly instalments: paid by card, except one person in four (overdue: pending past due).
    await tx.execute(sql`update charges set status = 'paid', paid_method = 'card', paid_at = due_on::timestamptz + interval '1 day'
      where fee_id = ${athletes}::int and due_on < ${today}::date and (profile_id % 4 <> 0 or not ${kept})`);
    await tx.execute(sql`update charges set status = 'paid', paid_method = 'card', paid_at = now() - interval '1 day'
      where fee_id = ${kit}::int and profile_id % 3 = 0 and ${kept}`);
  });
}
