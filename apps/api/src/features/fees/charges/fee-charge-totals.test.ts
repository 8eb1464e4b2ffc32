import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { charges, feeChargeTotals, fees } from '../../../db/schema';
import { createClub, createPerson, type ClubFixture, type PersonFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSentFee } from '../fees-test-kit';
import { ChargesRepository } from './charges.repository';

/**
 * fee_charge_totals (migration 0051) against the sums it replaces: after every kind of write to
 * charges, each fee's kept totals equal what summing its charges gives.
 */
let t: TestApp;
let club: ClubFixture;
let people: PersonFixture[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  people = await Promise.all(['Ana', 'Bea', 'Carla', 'Dani'].map((name) => createPerson(t, club, { name })));
});
afterAll(() => t.close());

type Sums = {
  feeId: number;
  chargedCount: number;
  chargedAmount: number;
  paidCount: number;
  paidAmount: number;
  owedCount: number;
  owedAmount: number;
};

/** The totals summed from the charges themselves (the fees list's query before the table). */
async function summed(feeIds: number[]): Promise<Sums[]> {
  const rows = rowsOf<Sums>(
    await t.db.execute(sql`
      select fee_id as "feeId",
        count(*) filter (where status not in ('cancelled', 'exempt'))::int as "chargedCount",
        coalesce(sum(amount + return_fee) filter (where status not in ('cancelled', 'exempt')), 0)::int as "chargedAmount",
        count(*) filter (where status in ('paid', 'partly_refunded'))::int as "paidCount",
        coalesce(sum(amount + return_fee - refunded_amount) filter (where status in ('paid', 'partly_refunded')), 0)::int as "paidAmount",
        count(*) filter (where status in ('pending', 'unpaid', 'returned', 'in_collection'))::int as "owedCount",
        coalesce(sum(amount + return_fee) filter (where status in ('pending', 'unpaid', 'returned', 'in_collection')), 0)::int as "owedAmount"
      from charges where fee_id in (${sql.join(
        feeIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) group by fee_id order by fee_id`),
  );
  return rows.filter((row) => Object.entries(row).some(([key, value]) => key !== 'feeId' && value !== 0));
}

async function kept(feeIds: number[]): Promise<Sums[]> {
  const rows = await t.db.select().from(feeChargeTotals).where(inArray(feeChargeTotals.feeId, feeIds)).orderBy(feeChargeTotals.feeId);
  return rows.filter((row) => Object.entries(row).some(([key, value]) => key !== 'feeId' && value !== 0));
}

async function expectKeptEqualsSummed(feeIds: number[], step: string) {
  expect(await kept(feeIds), step).toEqual(await summed(feeIds));
}

describe('fee_charge_totals', () => {
  it('follows every write to charges: inserts, payments, refunds, returns, exemptions, moves and deletes', async () => {
    const first = await createSentFee(t, club, people, { amount: 5000 });
    const second = await createSentFee(t, club, people.slice(0, 2), { amount: 3000 });
    const ids = [first.id, second.id];
    await expectKeptEqualsSummed(ids, 'after the fees were sent');
    expect((await new ChargesRepository(t.db).feeTotals([first.id])).get(first.id)).toEqual({
      charged: { count: 4, amount: 20000 },
      paid: { count: 0, amount: 0 },
      outstanding: { count: 4, amount: 20000 },
    });

    const [ana, bea, carla, dani] = first.charges;
    const set = (id: number, values: Partial<typeof charges.$inferInsert>) => t.db.update(charges).set(values).where(eq(charges.id, id));
    await set(ana!.id, { status: 'paid', paidMethod: 'cash', paidAt: new Date() });
    await expectKeptEqualsSummed(ids, 'a payment');
    await set(ana!.id, { status: 'partly_refunded', refundedAmount: 1200 });
    await expectKeptEqualsSummed(ids, 'a partial refund');
    await set(bea!.id, { status: 'returned', returnFee: 350 });
    await expectKeptEqualsSummed(ids, 'a bank return with its fee');
    await set(carla!.id, { status: 'exempt', note: 'Coach' });
    await expectKeptEqualsSummed(ids, 'an exemption');
    await set(dani!.id, { amount: 4200 });
    await expectKeptEqualsSummed(ids, 'an amount changed');
    await set(dani!.id, { note: 'Only a note' });
    await expectKeptEqualsSummed(ids, 'a change that moves no figure');
    // One statement over both fees: every unpaid charge of the club becomes unpaid.
    await t.db
      .update(charges)
      .set({ status: 'unpaid' })
      .where(inArray(charges.status, ['pending', 'returned']));
    await expectKeptEqualsSummed(ids, 'one statement across two fees');
    await set(dani!.id, { feeId: second.id, instalment: 2 });
    await expectKeptEqualsSummed(ids, 'a charge moved to another fee');
    await t.db.delete(charges).where(eq(charges.id, bea!.id));
    await expectKeptEqualsSummed(ids, 'a charge deleted');

    await t.db.delete(fees).where(eq(fees.id, second.id));
    expect(await t.db.select().from(feeChargeTotals).where(eq(feeChargeTotals.feeId, second.id)), 'a deleted fee keeps no totals').toEqual(
      [],
    );
    await expectKeptEqualsSummed([first.id], 'the other fee, after a fee and its charges went');
  });

  it('totals nothing for a fee whose charges are all gone', async () => {
    const fee = await createSentFee(t, club, [people[0]!], { amount: 1000 });
    await t.db.delete(charges).where(eq(charges.feeId, fee.id));
    const nothing = { count: 0, amount: 0 };
    expect((await new ChargesRepository(t.db).feeTotals([fee.id])).get(fee.id)).toEqual({
      charged: nothing,
      paid: nothing,
      outstanding: nothing,
    });
  });
});
