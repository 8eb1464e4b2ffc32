import type { ClubFixture, PersonFixture } from '../../test/factories';
import { uniqueName } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { ChargeCreationRepository } from './charges/charge-creation.repository';
import { FeesRepository } from './charges/fees.repository';
import { PlansRepository } from './plans/plans.repository';
import { SeasonsRepository } from './plans/seasons.repository';

/** Test objects of the fees feature, written through its own repositories. */

export async function createSeason(t: TestApp, club: ClubFixture, overrides: { name?: string; startsOn?: string; endsOn?: string } = {}) {
  const row = await new SeasonsRepository(t.db).insert(club.id, {
    name: overrides.name ?? uniqueName('Season'),
    startsOn: overrides.startsOn ?? '2026-07-01',
    endsOn: overrides.endsOn ?? '2027-06-30',
  });
  return { id: row!.id, hash: row!.publicId, name: row!.name };
}

export async function createPlan(t: TestApp, club: ClubFixture, season: { id: number }, overrides: { name?: string; price?: number } = {}) {
  const row = await new PlansRepository(t.db).insert(club.id, season.id, {
    name: overrides.name ?? uniqueName('Plan'),
    description: '',
    audience: 'partner',
    categories: [],
    price: overrides.price ?? 12000,
    period: 'season',
    instalments: 1,
    siblingDiscountPercent: 0,
    familyDiscountPercent: 0,
    openToNewMembers: true,
  });
  return { id: row!.id, hash: row!.publicId, name: row!.name };
}

/** A sent one-off fee for `people`, one charge each, due `dueOn`. */
export async function createSentFee(
  t: TestApp,
  club: ClubFixture,
  people: PersonFixture[],
  options: { amount?: number; dueOn?: string } = {},
) {
  const target = { kind: 'people' as const, profileHashes: people.map((person) => person.hash) };
  const dueOn = options.dueOn ?? '2099-09-01';
  const fee = await new FeesRepository(t.db).insert(club.id, null, {
    kind: 'one_off',
    name: uniqueName('Fee'),
    description: '',
    amount: options.amount ?? 5000,
    instalments: 1,
    firstDueOn: dueOn,
    seasonId: null,
    planId: null,
    target,
  });
  await new FeesRepository(t.db).markSent(fee.id, new Date());
  await new ChargeCreationRepository(t.db).create({
    clubId: club.id,
    feeId: fee.id,
    target,
    amount: options.amount ?? 5000,
    siblingDiscountPercent: 0,
    familyDiscountPercent: 0,
    schedule: [{ instalment: 1, dueOn }],
  });
  const rows = await t.db.query.charges.findMany({ where: (charges, { eq }) => eq(charges.feeId, fee.id) });
  return { id: fee.id, hash: fee.publicId, charges: rows.map((row) => ({ id: row.id, hash: row.publicId, profileId: row.profileId })) };
}
