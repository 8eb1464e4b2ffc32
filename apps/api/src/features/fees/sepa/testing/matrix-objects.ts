import { sepaBatches, sepaCreditors } from '../../../../db/schema';
import { newPublicId } from '../../../../lib/ids';
import type { ClubFixture } from '../../../../test/factories';
import type { TestApp } from '../../../../test/test-app';
import { validCreditorId } from './sepa-test-kit';

/** A creditor of the club, written straight to its table (for the authorization matrix). */
export async function insertCreditor(t: TestApp, club: ClubFixture) {
  const [row] = await t.db
    .insert(sepaCreditors)
    .values({
      publicId: newPublicId(),
      clubId: club.id,
      label: 'Matrix bank',
      name: 'Matrix club',
      creditorIdentifier: validCreditorId(`G${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`),
      iban: 'ES9121000418450200051332',
    })
    .returning();
  return row!;
}

/** An (empty) batch of the club, for routes that name one. */
export async function insertBatch(t: TestApp, club: ClubFixture) {
  const creditor = await insertCreditor(t, club);
  const [row] = await t.db
    .insert(sepaBatches)
    .values({
      publicId: newPublicId(),
      clubId: club.id,
      creditorId: creditor.id,
      messageId: newPublicId(),
      collectionDate: '2026-12-14',
      count: 0,
      total: 0,
      xml: '<Document/>',
    })
    .returning();
  return row!;
}
