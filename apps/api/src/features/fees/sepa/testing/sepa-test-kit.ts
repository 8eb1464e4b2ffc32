import { charges, fees, sepaMandateAmendments, sepaMandates } from '../../../../db/schema';
import { newPublicId } from '../../../../lib/ids';
import type { ClubFixture, PersonFixture } from '../../../../test/factories';
import { uniqueName } from '../../../../test/factories';
import type { TestApp } from '../../../../test/test-app';
import { creditorCheckDigits } from '../creditor-identifier';

/** Test objects of the SEPA side, written straight to the tables (fees and charges as the charges side leaves them). */

export const validCreditorId = (nationalId = 'G12345678') => `ES${creditorCheckDigits('ES', nationalId)}000${nationalId}`;

export type MandateOverrides = Partial<Omit<typeof sepaMandates.$inferInsert, 'clubId' | 'profileId'>>;

export async function createMandate(t: TestApp, club: ClubFixture, person: PersonFixture, overrides: MandateOverrides = {}) {
  const [row] = await t.db
    .insert(sepaMandates)
    .values({
      publicId: newPublicId(),
      clubId: club.id,
      profileId: person.id,
      reference: uniqueName('MNDT')
        .replace(/[^A-Za-z0-9-]/g, '')
        .slice(0, 35),
      holderName: `${person.name} ${person.surname}`,
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
      signedOn: '2026-09-01',
      acceptedAt: new Date('2026-09-01T10:00:00Z'),
      ...overrides,
    })
    .returning();
  return row!;
}

/** An IBAN (and BIC) change of a mandate, not yet announced to the bank. */
export async function amendMandate(
  t: TestApp,
  mandate: { id: number; iban: string; bic: string | null },
  iban: string,
  bic: string | null,
) {
  await t.db.insert(sepaMandateAmendments).values({ mandateId: mandate.id, originalIban: mandate.iban, originalBic: mandate.bic });
  const { eq } = await import('drizzle-orm');
  await t.db.update(sepaMandates).set({ iban, bic, amendmentPending: true }).where(eq(sepaMandates.id, mandate.id));
}

type ChargeOptions = { amount?: number; dueOn?: string; status?: string; returnFee?: number; instalment?: number; feeId?: number };

/** A sent one-off fee's charge for the person. */
export async function createCharge(t: TestApp, club: ClubFixture, person: PersonFixture, options: ChargeOptions = {}) {
  let feeId = options.feeId;
  if (!feeId) {
    const [fee] = await t.db
      .insert(fees)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        kind: 'one_off',
        name: uniqueName('Cuota'),
        amount: options.amount ?? 4550,
        firstDueOn: options.dueOn ?? '2026-12-01',
        target: { kind: 'people', profileHashes: [person.hash] },
        status: 'sent',
        sentAt: new Date(),
      })
      .returning({ id: fees.id });
    feeId = fee!.id;
  }
  const [row] = await t.db
    .insert(charges)
    .values({
      publicId: newPublicId(),
      clubId: club.id,
      feeId,
      profileId: person.id,
      instalment: options.instalment ?? 1,
      amount: options.amount ?? 4550,
      returnFee: options.returnFee ?? 0,
      dueOn: options.dueOn ?? '2026-12-01',
      status: options.status ?? 'pending',
    })
    .returning();
  return { ...row!, hash: row!.publicId };
}
