import { and, asc, count, eq, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ownOrChildren } from './payer-filter';
import { sepaMandateAmendments, sepaMandates } from '../../../db/schema';

export type MandateRow = typeof sepaMandates.$inferSelect;
export type NewMandate = Omit<typeof sepaMandates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** A mandate with how many times its account changed. */
export type MandateView = MandateRow & { amendments: number };

const amendmentsCount = sql<number>`(select count(*)::int from ${sepaMandateAmendments} where ${sepaMandateAmendments.mandateId} = ${sepaMandates.id})`;

const mandateView = { ...getTableColumns(sepaMandates), amendments: amendmentsCount };

/**
 * SEPA mandates as members give them (sepa_mandates, with their amendments). Helper C's batches
 * read the same rows (status, last use, amendment_pending). Every query names the club.
 */
export class MandatesRepository {
  private ofAccountQuery: ReturnType<MandatesRepository['buildOfAccount']> | undefined;

  constructor(private readonly db: Db) {}

  /** The mandates of the account's own profiles in the club and of their children, oldest first. */
  async ofAccount(clubId: number, profileIds: readonly number[]): Promise<MandateView[]> {
    if (profileIds.length === 0) return [];
    this.ofAccountQuery ??= this.buildOfAccount();
    return this.ofAccountQuery.execute({ clubId, ids: [...profileIds] });
  }

  /** Prepared once (the Payments page's read). */
  private buildOfAccount() {
    return this.db
      .select(mandateView)
      .from(sepaMandates)
      .where(and(eq(sepaMandates.clubId, sql.placeholder('clubId')), ownOrChildren(sepaMandates.profileId)))
      .orderBy(asc(sepaMandates.createdAt), asc(sepaMandates.id))
      .prepare('member_mandates_of_account');
  }

  async find(clubId: number, mandateHash: string): Promise<MandateView | undefined> {
    const [row] = await this.db
      .select(mandateView)
      .from(sepaMandates)
      .where(and(eq(sepaMandates.clubId, clubId), eq(sepaMandates.publicId, mandateHash)));
    return row;
  }

  async lock(clubId: number, mandateHash: string): Promise<MandateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sepaMandates)
      .where(and(eq(sepaMandates.clubId, clubId), eq(sepaMandates.publicId, mandateHash)))
      .for('update');
    return row;
  }

  /** Inserts it; undefined when its reference is taken in the club (the caller draws another). */
  async insert(values: NewMandate): Promise<MandateRow | undefined> {
    const [row] = await this.db.insert(sepaMandates).values(values).onConflictDoNothing().returning();
    return row;
  }

  async update(id: number, values: Partial<Omit<MandateRow, 'id' | 'publicId' | 'clubId'>>): Promise<MandateRow> {
    const [row] = await this.db
      .update(sepaMandates)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(sepaMandates.id, id))
      .returning();
    return row!;
  }

  /** Keeps the account a mandate had before a change (the amendment information of the next debit). */
  async addAmendment(mandate: MandateRow, changedBy: number | null): Promise<void> {
    await this.db.insert(sepaMandateAmendments).values({
      mandateId: mandate.id,
      originalIban: mandate.iban,
      originalBic: mandate.bic,
      originalHolderName: mandate.holderName,
      changedBy,
    });
  }

  async amendmentsOf(mandateId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(sepaMandateAmendments).where(eq(sepaMandateAmendments.mandateId, mandateId));
    return row?.n ?? 0;
  }

  /**
   * Every club's active mandates unused since `before` (that day included) (last debit, or signature when never
   * used) turn expired; answers how many. The daily job's work.
   */
  async expireUnused(before: string): Promise<number> {
    const rows = await this.db
      .update(sepaMandates)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(sepaMandates.status, 'active'),
          or(lte(sepaMandates.lastUsedOn, before), and(isNull(sepaMandates.lastUsedOn), lte(sepaMandates.signedOn, before))),
        ),
      )
      .returning({ id: sepaMandates.id });
    return rows.length;
  }
}
