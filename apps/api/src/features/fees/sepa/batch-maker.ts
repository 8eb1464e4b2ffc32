import { sessionLocaleForClub } from '@tribuna/contract';
import { DateTime } from 'luxon';
import type { FeesRepositories } from '../fees.data';
import { maskIban } from '../member/iban-check';
import type { DueRow } from './batches.repository';
import type { CreditorRow } from './creditors.repository';
import { writePain008, type Pain008Debit } from './pain008-writer';
import { sequenceTypeFor } from './sequence-type';

/** The debtor moved to another bank since the last debit: the next debit is a first one there. */
export const bankChanged = (row: DueRow) => Boolean(row.originalBic && row.bic && row.originalBic !== row.bic);

// One formatter per language: a batch formats thousands of amounts.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function money(cents: number, locale: string): string {
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })));
  return format.format(cents / 100);
}

export type BatchToMake = {
  club: { id: number; name: string };
  createdBy: number | null;
  creditor: CreditorRow;
  scheme: 'CORE' | 'B2B';
  collectionDate: string;
  /** Checked by the caller: due, collectable, locked, under a usable mandate. */
  rows: DueRow[];
  /** Queue the debtors' pre-notification e-mails (the demo seed, which runs without the outbox's templates, does not). */
  preNotify?: boolean;
};

/**
 * Writes a batch inside the caller's transaction: the pain.008 file, one collection per charge
 * (its EndToEndId names batch and charge, so it is unique and readable), the charges in
 * collection, the mandates used and their amendments announced, and the debtors' pre-notification
 * e-mails in the outbox. Used by the batch route and the demo seed.
 */
export async function makeBatch(repos: FeesRepositories, batch: BatchToMake) {
  const { club, creditor, scheme, collectionDate, rows } = batch;
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const batchId = await repos.sepaBatches.createBatch({
    clubId: club.id,
    creditorId: creditor.id,
    // Replaced below, once the batch's id can name it.
    messageId: `pending-${Date.now()}-${Math.random()}`,
    collectionDate,
    scheme,
    count: rows.length,
    total,
    xml: '',
    createdBy: batch.createdBy,
  });
  const messageId = `TRB-${club.id}-${batchId}-${collectionDate.replace(/-/g, '')}`;
  const debits: (Pain008Debit & { row: DueRow })[] = rows.map((row) => ({
    row,
    endToEndId: `TRB-${batchId}-${row.chargeId}`,
    amount: row.amount,
    sequenceType: sequenceTypeFor({ ...row, bankChanged: bankChanged(row) }),
    mandate: {
      reference: row.reference,
      signedOn: row.signedOn,
      amendment: row.amendmentPending ? { originalIban: row.originalIban, originalBic: row.originalBic } : null,
    },
    debtor: { name: row.holderName, iban: row.iban, bic: row.bic },
    remittance: `${club.name} ${row.feeName}${row.instalment > 1 ? ` (${row.instalment})` : ''} ${row.personName} ${row.personSurname}`,
  }));
  const xml = writePain008({
    messageId,
    createdAt: new Date(),
    initiatingParty: club.name,
    creditor: { name: creditor.name, creditorIdentifier: creditor.creditorIdentifier, iban: creditor.iban, bic: creditor.bic },
    collectionDate,
    scheme,
    debits,
  });
  await repos.sepaBatches.setBatchFile(batchId, messageId, xml);
  await repos.sepaBatches.insertCollections(
    debits.map((debit) => ({
      clubId: club.id,
      batchId,
      chargeId: debit.row.chargeId,
      mandateId: debit.row.mandateId,
      endToEndId: debit.endToEndId,
      sequenceType: debit.sequenceType,
      amount: debit.amount,
      amended: debit.mandate.amendment !== null,
    })),
  );
  await repos.sepaBatches.markSent(
    batchId,
    rows.map((row) => row.chargeId),
    [...new Set(rows.map((row) => row.mandateId))],
    collectionDate,
  );
  const notified =
    batch.preNotify === false ? 0 : await preNotify(repos, rows, { collectionDate, creditorIdentifier: creditor.creditorIdentifier });
  const made = await repos.sepaBatches.findById(batchId);
  return { id: batchId, hash: made!.publicId, messageId, total, notified, endToEndIds: debits.map((debit) => debit.endToEndId) };
}

/** The pre-notification each debtor gets (logged in the outbox): amount, date, mandate, creditor identifier. */
async function preNotify(
  repos: FeesRepositories,
  rows: DueRow[],
  batch: { collectionDate: string; creditorIdentifier: string },
): Promise<number> {
  const byCharge = new Map(rows.map((row) => [row.chargeId, row]));
  const dates = new Map<string, string>();
  const dateIn = (locale: string) => {
    if (!dates.has(locale)) dates.set(locale, DateTime.fromISO(batch.collectionDate).setLocale(locale).toLocaleString(DateTime.DATE_FULL));
    return dates.get(locale)!;
  };
  const targets = await repos.sepaBatches.notifyTargets([...byCharge.keys()]);
  await repos.notifications.enqueueMany(
    targets.map((target) => {
      const row = byCharge.get(target.chargeId)!;
      const locale = sessionLocaleForClub(target.clubLocale);
      return {
        channel: 'email' as const,
        to: target.email,
        template: 'sepa-pre-notification' as const,
        locale,
        data: {
          clubName: target.clubName,
          personName: `${target.personName} ${target.personSurname}`.trim(),
          feeName: target.feeName,
          amount: money(row.amount, locale),
          collectionDate: dateIn(locale),
          mandateReference: row.reference,
          creditorIdentifier: batch.creditorIdentifier,
          ibanMasked: maskIban(row.iban),
        },
      };
    }),
  );
  return targets.length;
}
