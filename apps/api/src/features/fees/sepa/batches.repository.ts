import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { charges, sepaBatches, sepaCollections, sepaCreditors, sepaMandateAmendments, sepaMandates } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import { rowsOf } from '../sql-ids';
import { intArray, ownTextArray } from './sql-arrays';

/** A charge that may be debited, with the mandate it would be debited under. */
export type DueRow = {
  chargeId: number;
  chargeHash: string;
  amount: number;
  dueOn: string;
  chargeStatus: string;
  instalment: number;
  feeName: string;
  personName: string;
  personSurname: string;
  mandateId: number;
  reference: string;
  holderName: string;
  iban: string;
  bic: string | null;
  signedOn: string;
  sequence: string;
  scheme: string;
  lastUsedOn: string | null;
  amendmentPending: boolean;
  originalIban: string | null;
  originalBic: string | null;
};

export type BatchRow = Omit<typeof sepaBatches.$inferSelect, 'xml'> & { creditorLabel: string; states: Record<string, number> };
export type NewCollection = typeof sepaCollections.$inferInsert;
export type LedgerLine = { chargeHash: string; amount: number; currency: string; endToEndId: string; mandateHash: string };

export type NotifyTarget = {
  chargeId: number;
  email: string;
  personName: string;
  personSurname: string;
  feeName: string;
  clubName: string;
  clubLocale: string;
};

const OPEN_CHARGE_STATES = sql.raw(`'pending', 'unpaid', 'returned'`);

/** Batches, their collections, and the due charges they are made of. */
export class BatchesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The club's open charges due by `dueBy` (or exactly `chargeIds`) of people with an active
   * mandate of the scheme (their newest), and in no open collection. Expiry is judged by the caller.
   */
  async due(clubId: number, scheme: string, filter: { dueBy: string } | { chargeIds: number[] }): Promise<DueRow[]> {
    const which = 'dueBy' in filter ? sql`c.due_on <= ${filter.dueBy}::date` : sql`c.id = any(${intArray(filter.chargeIds)})`;
    return rowsOf<DueRow>(
      await this.db.execute(sql`
        select c.id as "chargeId", c.public_id as "chargeHash", c.amount + c.return_fee as amount,
          to_char(c.due_on, 'YYYY-MM-DD') as "dueOn", c.status as "chargeStatus", c.instalment, f.name as "feeName",
          p.name as "personName", p.surname as "personSurname",
          m.id as "mandateId", m.reference, m.holder_name as "holderName", m.iban, m.bic,
          to_char(m.signed_on, 'YYYY-MM-DD') as "signedOn", m.sequence, m.scheme,
          to_char(m.last_used_on, 'YYYY-MM-DD') as "lastUsedOn", m.amendment_pending as "amendmentPending",
          a.original_iban as "originalIban", a.original_bic as "originalBic"
        from charges c
        join fees f on f.id = c.fee_id
        join profiles p on p.id = c.profile_id
        join lateral (
          select * from sepa_mandates m
          where m.profile_id = c.profile_id and m.club_id = c.club_id and m.status = 'active' and m.scheme = ${scheme}
          order by m.created_at desc, m.id desc limit 1
        ) m on true
        left join lateral (
          select original_iban, original_bic from sepa_mandate_amendments
          where mandate_id = m.id and announced_in_batch_id is null
          order by changed_at asc, id asc limit 1
        ) a on m.amendment_pending
        where c.club_id = ${clubId}::int and c.status in (${OPEN_CHARGE_STATES}) and c.amount + c.return_fee > 0 and ${which}
          and not exists (select 1 from sepa_collections sc where sc.charge_id = c.id and sc.status = 'submitted')
        order by c.due_on, p.surname, p.name, c.id`),
    );
  }

  /** Whose each charge is (charge id → profile id). */
  async chargeOwners(chargeIds: number[]): Promise<Map<number, number>> {
    if (chargeIds.length === 0) return new Map();
    const rows = await this.db.select({ id: charges.id, profileId: charges.profileId }).from(charges).where(inArray(charges.id, chargeIds));
    return new Map(rows.map((row) => [row.id, row.profileId]));
  }

  /** Locks the charges (in id order, so two batches never deadlock) before they are checked and sent. */
  async lockCharges(clubId: number, chargeHashes: string[]): Promise<{ id: number; publicId: string }[]> {
    return this.db
      .select({ id: charges.id, publicId: charges.publicId })
      .from(charges)
      .where(and(eq(charges.clubId, clubId), sql`${charges.publicId} = any(${ownTextArray(chargeHashes)})`))
      .orderBy(charges.id)
      .for('update');
  }

  /** Where each charge's pre-notification goes: the person, or the guardians of a child without an address. */
  async notifyTargets(chargeIds: number[]): Promise<NotifyTarget[]> {
    if (chargeIds.length === 0) return [];
    return rowsOf<NotifyTarget>(
      await this.db.execute(sql`
        select c.id as "chargeId", r.email, p.name as "personName", p.surname as "personSurname", f.name as "feeName",
          cl.name as "clubName", cl.locale as "clubLocale"
        from charges c join profiles p on p.id = c.profile_id join fees f on f.id = c.fee_id join clubs cl on cl.id = c.club_id
        cross join lateral (
          select p.email where p.email is not null
          union
          select gp.email from guardianships g join profiles gp on gp.id = g.guardian_profile_id
          where g.child_profile_id = p.id and p.email is null and gp.email is not null
        ) r
        where c.id = any(${intArray(chargeIds)})`),
    );
  }

  async createBatch(values: Omit<typeof sepaBatches.$inferInsert, 'publicId'>): Promise<number> {
    const [row] = await this.db
      .insert(sepaBatches)
      .values({ ...values, publicId: newPublicId() })
      .returning({ id: sepaBatches.id });
    return row!.id;
  }

  async setBatchFile(batchId: number, messageId: string, xml: string): Promise<void> {
    await this.db.update(sepaBatches).set({ messageId, xml }).where(eq(sepaBatches.id, batchId));
  }

  /** One insert for the whole batch, its columns as arrays. */
  async insertCollections(rows: NewCollection[]): Promise<void> {
    if (rows.length === 0) return;
    const column = <K extends keyof NewCollection>(key: K) => rows.map((row) => row[key]);
    await this.db.execute(sql`
      insert into sepa_collections (club_id, batch_id, charge_id, mandate_id, end_to_end_id, sequence_type, amount, amended)
      select * from unnest(${intArray(column('clubId') as number[])}, ${intArray(column('batchId') as number[])},
        ${intArray(column('chargeId') as number[])}, ${intArray(column('mandateId') as number[])},
        ${ownTextArray(column('endToEndId') as string[])}, ${ownTextArray(column('sequenceType') as string[])},
        ${intArray(column('amount') as number[])}, ${`{${rows.map((row) => (row.amended ? 't' : 'f')).join(',')}}`}::boolean[])`);
  }

  /** The charges go to the bank; the mandates are used; their amendments are announced in this batch. */
  async markSent(batchId: number, chargeIds: number[], mandateIds: number[], collectionDate: string): Promise<void> {
    const now = new Date();
    await this.db
      .update(charges)
      .set({ status: 'in_collection', updatedAt: now })
      .where(sql`${charges.id} = any(${intArray(chargeIds)})`);
    await this.db
      .update(sepaMandates)
      .set({ lastUsedOn: collectionDate, amendmentPending: false, updatedAt: now })
      .where(sql`${sepaMandates.id} = any(${intArray(mandateIds)})`);
    await this.db
      .update(sepaMandateAmendments)
      .set({ announcedInBatchId: batchId })
      .where(
        sql`${sepaMandateAmendments.mandateId} = any(${intArray(mandateIds)}) and ${sepaMandateAmendments.announcedInBatchId} is null`,
      );
  }

  async list(clubId: number, offset: number, limit: number): Promise<{ rows: BatchRow[]; total: number }> {
    const rows = await this.batchQuery(eq(sepaBatches.clubId, clubId))
      .orderBy(desc(sepaBatches.createdAt), desc(sepaBatches.id))
      .offset(offset)
      .limit(limit);
    const [count] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sepaBatches)
      .where(eq(sepaBatches.clubId, clubId));
    return { rows, total: count?.total ?? 0 };
  }

  async find(clubId: number, hash: string): Promise<BatchRow | undefined> {
    const [row] = await this.batchQuery(and(eq(sepaBatches.clubId, clubId), eq(sepaBatches.publicId, hash)));
    return row;
  }

  async findById(batchId: number): Promise<{ publicId: string } | undefined> {
    const [row] = await this.db.select({ publicId: sepaBatches.publicId }).from(sepaBatches).where(eq(sepaBatches.id, batchId));
    return row;
  }

  async file(batchId: number): Promise<string> {
    const [row] = await this.db.select({ xml: sepaBatches.xml }).from(sepaBatches).where(eq(sepaBatches.id, batchId));
    return row?.xml ?? '';
  }

  /** The batch's collections still with the bank, locked. */
  async openCollections(batchId: number): Promise<{ id: number; chargeId: number }[]> {
    return this.db
      .select({ id: sepaCollections.id, chargeId: sepaCollections.chargeId })
      .from(sepaCollections)
      .where(and(eq(sepaCollections.batchId, batchId), eq(sepaCollections.status, 'submitted')))
      .for('update');
  }

  /** What the payments ledger records of collected debits: the charge, the amount, the debit's id and mandate. */
  async ledgerLines(collectionIds: number[]): Promise<LedgerLine[]> {
    if (collectionIds.length === 0) return [];
    return rowsOf<LedgerLine>(
      await this.db.execute(sql`
        select c.public_id as "chargeHash", sc.amount, c.currency, sc.end_to_end_id as "endToEndId", m.public_id as "mandateHash"
        from sepa_collections sc join charges c on c.id = sc.charge_id join sepa_mandates m on m.id = sc.mandate_id
        where sc.id = any(${intArray(collectionIds)})`),
    );
  }

  async markCollected(collectionIds: number[], chargeIds: number[], refundableUntil: Date): Promise<void> {
    const now = new Date();
    await this.db.update(sepaCollections).set({ status: 'collected', updatedAt: now }).where(inArray(sepaCollections.id, collectionIds));
    await this.db
      .update(charges)
      .set({ status: 'paid', paidMethod: 'sepa_debit', paidAt: now, refundableUntil, returnReason: null, updatedAt: now })
      .where(and(inArray(charges.id, chargeIds), eq(charges.status, 'in_collection')));
  }

  private batchQuery(where: ReturnType<typeof and>) {
    const { id, publicId, clubId, creditorId, messageId, collectionDate, scheme, count, total, createdBy, createdAt } = sepaBatches;
    return this.db
      .select({
        id,
        publicId,
        clubId,
        creditorId,
        messageId,
        collectionDate,
        scheme,
        count,
        total,
        createdBy,
        createdAt,
        creditorLabel: sepaCreditors.label,
        states: sql<Record<string, number>>`coalesce((select jsonb_object_agg(s.status, s.n) from (
          select status, count(*)::int as n from sepa_collections where batch_id = sepa_batches.id group by status) s), '{}'::jsonb)`,
      })
      .from(sepaBatches)
      .innerJoin(sepaCreditors, eq(sepaCreditors.id, sepaBatches.creditorId))
      .where(where);
  }
}
