import { eq } from 'drizzle-orm';
import { membershipPlans, seasons } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { writeThroughApp, type ClubFixture } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

type PlanOverrides = {
  period?: 'season' | 'monthly' | 'quarterly';
  audience?: 'partner' | 'athlete';
  categories?: string[];
  price?: number;
  instalments?: number;
  open?: boolean;
};

/** An open season (this year to next) of `club` with one plan; returns the plan's hash. Tests only. */
export async function createOpenPlan(t: TestApp, club: ClubFixture, overrides: PlanOverrides = {}): Promise<string> {
  const year = new Date().getUTCFullYear();
  return writeThroughApp(t, [], async (db) => {
    const [existing] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.clubId, club.id));
    const [season] = existing
      ? [existing]
      : await db
          .insert(seasons)
          .values({
            publicId: newPublicId(),
            clubId: club.id,
            name: `${year}/${year + 1} ${newPublicId().slice(0, 4)}`,
            startsOn: `${year}-01-01`,
            endsOn: `${year + 1}-06-30`,
          })
          .returning({ id: seasons.id });
    const hash = newPublicId();
    await db.insert(membershipPlans).values({
      publicId: hash,
      clubId: club.id,
      seasonId: season!.id,
      name: `Plan ${hash.slice(0, 6)}`,
      audience: overrides.audience ?? 'partner',
      categories: overrides.categories ?? [],
      price: overrides.price ?? 12_000,
      instalments: overrides.instalments ?? 2,
      period: overrides.period ?? 'season',
      openToNewMembers: overrides.open ?? true,
    });
    return hash;
  });
}

/** A valid adult sign-up body for `plan` (NIF 12345678Z unless given). */
export const adultSignUp = (plan: string, overrides: Record<string, unknown> = {}) => ({
  audience: 'partner',
  name: 'Irene',
  surname: 'Sanchis',
  birthDate: '1988-04-12',
  dni: '12345678Z',
  email: 'irene@example.test',
  phone: '+34 600 111 222',
  plan,
  privacyAccepted: true,
  ...overrides,
});
