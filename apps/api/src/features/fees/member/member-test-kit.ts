import { eq } from 'drizzle-orm';
import { charges, fees } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import type { ClubFixture, PersonFixture } from '../../../test/factories';
import { writeThroughApp } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';

export type ChargeFixture = { id: number; hash: string; feeHash: string; amount: number };
export type ChargeOverrides = Partial<Omit<typeof charges.$inferInsert, 'id' | 'publicId' | 'clubId' | 'feeId' | 'profileId'>> & {
  feeName?: string;
  instalments?: number;
};

/** A sent one-off fee of the club with one charge for `person` (tests of the member's side). */
export async function createCharge(
  t: TestApp,
  club: ClubFixture,
  person: { id: number },
  overrides: ChargeOverrides = {},
): Promise<ChargeFixture> {
  const { feeName = 'Cuota anual', instalments = 1, ...values } = overrides;
  return writeThroughApp(t, [], async (db) => {
    const [fee] = await db
      .insert(fees)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        kind: 'one_off',
        name: feeName,
        amount: values.amount ?? 3000,
        instalments,
        firstDueOn: values.dueOn ?? '2099-01-31',
        target: { kind: 'people', profileHashes: [] },
        status: 'sent',
      })
      .returning();
    const [charge] = await db
      .insert(charges)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        feeId: fee!.id,
        profileId: person.id,
        amount: 3000,
        dueOn: '2099-01-31',
        ...values,
      })
      .returning();
    return { id: charge!.id, hash: charge!.publicId, feeHash: fee!.publicId, amount: charge!.amount };
  });
}

/** The charge's row as stored. */
export async function chargeRow(t: TestApp, hash: string) {
  const [row] = await t.db.select().from(charges).where(eq(charges.publicId, hash));
  return row!;
}

export type { PersonFixture };
