import { type CreateSepaBatchBody, type SepaBatch, type SepaBatchList, type SepaDue } from '@tribuna/contract';
import { DateTime } from 'luxon';
import { isUniqueViolation } from '../../../lib/db-errors';
import { errors } from '../../../lib/errors';
import { hydraCollection, pageOffset } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { PaymentsPublic } from '../../payments';
import type { FeesData } from '../fees.data';
import { maskIban } from '../member/iban-check';
import type { BatchRow, DueRow } from './batches.repository';
import { bankChanged, makeBatch } from './batch-maker';
import { isMandateExpired, sequenceTypeFor } from './sequence-type';
import { firstCollectionDate, isCollectionDateAllowed } from './target-calendar';
import { FEE_TABLES } from '../fee-tables';

/** Charges due this many days ahead are offered for a batch (a month's collection). */
const DUE_HORIZON_DAYS = 31;
/** A SEPA debit can be refunded at the debtor's request for 8 weeks. */
const REFUNDABLE_WEEKS = 8;

const usable = (row: DueRow, today: string) =>
  !isMandateExpired({ sequence: row.sequence, lastUsedOn: row.lastUsedOn, signedOn: row.signedOn }, today);

export const presentBatch = (row: BatchRow, notified = 0): SepaBatch => ({
  hash: row.publicId,
  messageId: row.messageId,
  creditorLabel: row.creditorLabel,
  collectionDate: row.collectionDate,
  scheme: row.scheme as SepaBatch['scheme'],
  count: row.count,
  total: row.total,
  states: row.states,
  createdAt: row.createdAt.toISOString(),
  notified,
});

/**
 * Direct debit batches (issue 23 part 4): what can be collected, a pain.008 file made in one
 * transaction (collections, charges in collection, mandates used, amendments announced, the
 * debtors pre-notified through the outbox), marking a batch collected.
 */
export class BatchesService {
  constructor(
    private readonly data: FeesData,
    private readonly today: () => string,
    /** The payments ledger (decision 0010): collected debits are recorded there as paid by SEPA debit. */
    private readonly payments: Pick<PaymentsPublic, 'record'>,
  ) {}

  async due(ctx: ClubRequestContext, scheme: 'CORE' | 'B2B'): Promise<SepaDue> {
    const today = this.today();
    const dueBy = DateTime.fromISO(today).plus({ days: DUE_HORIZON_DAYS }).toISODate()!;
    const rows = (await this.data.read.sepaBatches.due(ctx.club.id, scheme, { dueBy })).filter((row) => usable(row, today));
    // The default creditor's notice decides the first date offered (14 days when there is none yet).
    const creditors = await this.data.read.sepaCreditors.list(ctx.club.id);
    const noticeDays = (creditors.find((row) => row.isDefault) ?? creditors[0])?.preNotificationDays ?? 14;
    return {
      earliestCollectionDate: firstCollectionDate(today, noticeDays),
      charges: rows.map((row) => ({
        chargeHash: row.chargeHash,
        personName: row.personName,
        personSurname: row.personSurname,
        feeName: row.feeName,
        instalment: row.instalment,
        amount: row.amount,
        dueOn: row.dueOn,
        retry: row.chargeStatus === 'returned',
        mandateReference: row.reference,
        holderName: row.holderName,
        ibanMasked: maskIban(row.iban),
        scheme: row.scheme as 'CORE' | 'B2B',
        sequenceType: sequenceTypeFor({ ...row, bankChanged: bankChanged(row) }),
        amended: row.amendmentPending,
      })),
    };
  }

  async list(ctx: ClubRequestContext, page: number, itemsPerPage: number, url: string): Promise<SepaBatchList> {
    const { rows, total } = await this.data.read.sepaBatches.list(ctx.club.id, pageOffset(page, itemsPerPage), itemsPerPage);
    return hydraCollection(
      url,
      rows.map((row) => presentBatch(row)),
      total,
      page,
      itemsPerPage,
    );
  }

  async file(ctx: ClubRequestContext, hash: string): Promise<{ name: string; xml: string }> {
    const batch = await this.data.read.sepaBatches.find(ctx.club.id, hash);
    if (!batch) throw errors.notFound();
    return { name: `${batch.messageId}.xml`, xml: await this.data.read.sepaBatches.file(batch.id) };
  }

  async create(ctx: ClubRequestContext, body: CreateSepaBatchBody): Promise<SepaBatch> {
    const today = this.today();
    if (!isCollectionDateAllowed(body.collectionDate, today))
      throw errors.validation([{ field: 'collectionDate', code: 'collectionDateTooSoon' }]);
    const creditor = await this.data.read.sepaCreditors.find(ctx.club.id, body.creditorHash);
    if (!creditor) throw errors.validation([{ field: 'creditorHash', code: 'invalid' }]);
    if (body.collectionDate < firstCollectionDate(today, creditor.preNotificationDays))
      throw errors.validation([{ field: 'collectionDate', code: 'collectionDateBeforeNotice' }]);
    const scheme = body.scheme ?? 'CORE';
    const hashes = [...new Set(body.chargeHashes)];
    try {
      return await this.data.write(FEE_TABLES, async (repos) => {
        const locked = await repos.sepaBatches.lockCharges(ctx.club.id, hashes);
        if (locked.length !== hashes.length) throw errors.conflict('chargeNotCollectable');
        const rows = (await repos.sepaBatches.due(ctx.club.id, scheme, { chargeIds: locked.map((row) => row.id) })).filter((row) =>
          usable(row, today),
        );
        if (rows.length !== hashes.length) throw errors.conflict('chargeNotCollectable');
        const made = await makeBatch(repos, {
          club: ctx.club,
          createdBy: ctx.viewer.userId,
          creditor,
          scheme,
          collectionDate: body.collectionDate,
          rows,
        });
        await repos.audit.record(ctx, {
          action: 'sepa.batchCreated',
          target: made.messageId,
          metadata: { count: rows.length, total: made.total, collectionDate: body.collectionDate },
        });
        return presentBatch((await repos.sepaBatches.find(ctx.club.id, made.hash))!, made.notified);
      });
    } catch (error) {
      // The partial unique index (one open collection per charge) is the last word on a race.
      if (isUniqueViolation(error)) throw errors.conflict('chargeNotCollectable');
      throw error;
    }
  }

  async markCollected(ctx: ClubRequestContext, hash: string): Promise<SepaBatch> {
    const { batch, collected } = await this.data.write(FEE_TABLES, async (repos) => {
      const found = await repos.sepaBatches.find(ctx.club.id, hash);
      if (!found) throw errors.notFound();
      const open = await repos.sepaBatches.openCollections(found.id);
      if (open.length === 0) throw errors.conflict('batchNotOpen');
      const refundableUntil = DateTime.fromISO(found.collectionDate, { zone: 'utc' }).plus({ weeks: REFUNDABLE_WEEKS }).toJSDate();
      await repos.sepaBatches.markCollected(
        open.map((row) => row.id),
        open.map((row) => row.chargeId),
        refundableUntil,
      );
      await repos.audit.record(ctx, { action: 'sepa.batchCollected', target: found.messageId, metadata: { count: open.length } });
      return { batch: found, collected: await repos.sepaBatches.ledgerLines(open.map((row) => row.id)) };
    });
    // The ledger keeps its own transaction (its feature's data); an upsert per charge, so a repeat is harmless.
    await this.payments.record(
      collected.map((line) => ({
        clubId: ctx.club.id,
        purpose: 'fee_charge' as const,
        subjectId: line.chargeHash,
        reference: `fee_charge:${line.chargeHash}`,
        amount: line.amount,
        currency: line.currency,
        method: 'sepa_debit',
        provider: 'sepa',
        intentId: line.endToEndId,
      })),
    );
    return presentBatch((await this.data.read.sepaBatches.find(ctx.club.id, batch.publicId))!);
  }
}
