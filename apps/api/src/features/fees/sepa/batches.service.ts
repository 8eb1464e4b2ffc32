import { sessionLocaleForClub, type CreateSepaBatchBody, type SepaBatch, type SepaBatchList, type SepaDue } from '@tribuna/contract';
import { DateTime } from 'luxon';
import { isUniqueViolation } from '../../../lib/db-errors';
import { errors } from '../../../lib/errors';
import { hydraCollection, pageOffset } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesData, FeesRepositories } from '../fees.data';
import { maskIban } from '../member/iban-check';
import type { BatchRow, DueRow } from './batches.repository';
import { writePain008, type Pain008Debit } from './pain008-writer';
import { isMandateExpired, sequenceTypeFor } from './sequence-type';
import { earliestCollectionDate, isCollectionDateAllowed } from './target-calendar';

/** Charges due this many days ahead are offered for a batch (a month's collection). */
const DUE_HORIZON_DAYS = 31;
/** A SEPA debit can be refunded at the debtor's request for 8 weeks. */
const REFUNDABLE_WEEKS = 8;

const bankChanged = (row: DueRow) => Boolean(row.originalBic && row.bic && row.originalBic !== row.bic);
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

const money = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * Direct debit batches (issue 23 part 4): what can be collected, a pain.008 file made in one
 * transaction (collections, charges in collection, mandates used, amendments announced, the
 * debtors pre-notified through the outbox), marking a batch collected.
 */
export class BatchesService {
  constructor(
    private readonly data: FeesData,
    private readonly today: () => string,
  ) {}

  async due(ctx: ClubRequestContext, scheme: 'CORE' | 'B2B'): Promise<SepaDue> {
    const today = this.today();
    const dueBy = DateTime.fromISO(today).plus({ days: DUE_HORIZON_DAYS }).toISODate()!;
    const rows = (await this.data.read.sepaBatches.due(ctx.club.id, scheme, { dueBy })).filter((row) => usable(row, today));
    return {
      earliestCollectionDate: earliestCollectionDate(today),
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
    const scheme = body.scheme ?? 'CORE';
    const hashes = [...new Set(body.chargeHashes)];
    try {
      return await this.data.write([], async (repos) => {
        const locked = await repos.sepaBatches.lockCharges(ctx.club.id, hashes);
        if (locked.length !== hashes.length) throw errors.conflict('chargeNotCollectable');
        const rows = (await repos.sepaBatches.due(ctx.club.id, scheme, { chargeIds: locked.map((row) => row.id) })).filter((row) =>
          usable(row, today),
        );
        if (rows.length !== hashes.length) throw errors.conflict('chargeNotCollectable');
        return this.send(ctx, repos, { creditor, scheme, collectionDate: body.collectionDate, rows });
      });
    } catch (error) {
      // The partial unique index (one open collection per charge) is the last word on a race.
      if (isUniqueViolation(error)) throw errors.conflict('chargeNotCollectable');
      throw error;
    }
  }

  private async send(
    ctx: ClubRequestContext,
    repos: FeesRepositories,
    batch: {
      creditor: NonNullable<Awaited<ReturnType<FeesRepositories['sepaCreditors']['find']>>>;
      scheme: 'CORE' | 'B2B';
      collectionDate: string;
      rows: DueRow[];
    },
  ): Promise<SepaBatch> {
    const { creditor, scheme, collectionDate, rows } = batch;
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    const batchId = await repos.sepaBatches.createBatch({
      clubId: ctx.club.id,
      creditorId: creditor.id,
      messageId: `pending-${Date.now()}-${Math.random()}`,
      collectionDate,
      scheme,
      count: rows.length,
      total,
      xml: '',
      createdBy: ctx.viewer.userId,
    });
    const messageId = `TRB-${ctx.club.id}-${batchId}-${collectionDate.replace(/-/g, '')}`;
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
      remittance: `${ctx.club.name} ${row.feeName} ${row.instalment > 1 ? `(${row.instalment})` : ''} ${row.personName} ${row.personSurname}`,
    }));
    const xml = writePain008({
      messageId,
      createdAt: new Date(),
      initiatingParty: ctx.club.name,
      creditor: { name: creditor.name, creditorIdentifier: creditor.creditorIdentifier, iban: creditor.iban, bic: creditor.bic },
      collectionDate,
      scheme,
      debits,
    });
    await repos.sepaBatches.setBatchFile(batchId, messageId, xml);
    await repos.sepaBatches.insertCollections(
      debits.map((debit) => ({
        clubId: ctx.club.id,
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
    const notified = await this.preNotify(repos, rows, { collectionDate, creditorIdentifier: creditor.creditorIdentifier });
    await repos.audit.record(ctx, {
      action: 'sepa.batchCreated',
      target: messageId,
      metadata: { count: rows.length, total, collectionDate },
    });
    const created = await repos.sepaBatches.list(ctx.club.id, 0, 1);
    return presentBatch(
      created.rows.find((row) => row.id === batchId)!,
      notified,
    );
  }

  /** The pre-notification each debtor gets (logged in the outbox): amount, date, mandate, creditor identifier. */
  private async preNotify(
    repos: FeesRepositories,
    rows: DueRow[],
    batch: { collectionDate: string; creditorIdentifier: string },
  ): Promise<number> {
    const byCharge = new Map(rows.map((row) => [row.chargeId, row]));
    const targets = await repos.charges.reminderTargets([...byCharge.keys()]);
    for (const target of targets) {
      const row = byCharge.get(target.chargeId)!;
      const locale = sessionLocaleForClub(target.clubLocale);
      await repos.notifications.enqueue({
        channel: 'email',
        to: target.email,
        template: 'sepa-pre-notification',
        locale,
        data: {
          clubName: target.clubName,
          personName: `${target.personName} ${target.personSurname}`.trim(),
          feeName: target.feeName,
          amount: money(row.amount, locale),
          collectionDate: DateTime.fromISO(batch.collectionDate).setLocale(locale).toLocaleString(DateTime.DATE_FULL),
          mandateReference: row.reference,
          creditorIdentifier: batch.creditorIdentifier,
          ibanMasked: maskIban(row.iban),
        },
      });
    }
    return targets.length;
  }

  async markCollected(ctx: ClubRequestContext, hash: string): Promise<SepaBatch> {
    return this.data.write([], async (repos) => {
      const batch = await repos.sepaBatches.find(ctx.club.id, hash);
      if (!batch) throw errors.notFound();
      const open = await repos.sepaBatches.openCollections(batch.id);
      if (open.length === 0) throw errors.conflict('batchNotOpen');
      const refundableUntil = DateTime.fromISO(batch.collectionDate, { zone: 'utc' }).plus({ weeks: REFUNDABLE_WEEKS }).toJSDate();
      await repos.sepaBatches.markCollected(
        open.map((row) => row.id),
        open.map((row) => row.chargeId),
        refundableUntil,
      );
      await repos.audit.record(ctx, { action: 'sepa.batchCollected', target: batch.messageId, metadata: { count: open.length } });
      return presentBatch((await repos.sepaBatches.find(ctx.club.id, hash))!);
    });
  }
}
