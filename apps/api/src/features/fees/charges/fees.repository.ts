import { and, desc, eq, sql } from 'drizzle-orm';
import type { FeeTarget } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { fees, membershipPlans, seasons } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';

export type FeeRow = typeof fees.$inferSelect;
export type FeeWithLinks = FeeRow & { planHash: string | null; seasonHash: string | null };
export type FeeValues = Pick<FeeRow, 'kind' | 'name' | 'description' | 'amount' | 'instalments' | 'firstDueOn' | 'seasonId' | 'planId'> & {
  target: FeeTarget;
};

/** A club's fees (from a plan or one-off). */
export class FeesRepository {
  constructor(private readonly db: Db) {}

  private withLinks() {
    return this.db
      .select({
        fee: fees,
        planHash: membershipPlans.publicId,
        seasonHash: seasons.publicId,
      })
      .from(fees)
      .leftJoin(membershipPlans, eq(membershipPlans.id, fees.planId))
      .leftJoin(seasons, eq(seasons.id, fees.seasonId));
  }

  async find(clubId: number, feeHash: string): Promise<FeeWithLinks | undefined> {
    const [row] = await this.withLinks().where(and(eq(fees.clubId, clubId), eq(fees.publicId, feeHash)));
    return row && { ...row.fee, planHash: row.planHash, seasonHash: row.seasonHash };
  }

  async page(clubId: number, offset: number, limit: number): Promise<{ rows: FeeWithLinks[]; total: number }> {
    const rows = await this.withLinks()
      .where(eq(fees.clubId, clubId))
      .orderBy(desc(fees.createdAt), desc(fees.id))
      .limit(limit)
      .offset(offset);
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fees)
      .where(eq(fees.clubId, clubId));
    return { rows: rows.map((row) => ({ ...row.fee, planHash: row.planHash, seasonHash: row.seasonHash })), total: count!.n };
  }

  async insert(clubId: number, createdBy: number | null, values: FeeValues): Promise<FeeRow> {
    const [row] = await this.db
      .insert(fees)
      .values({ publicId: newPublicId(), clubId, createdBy, ...values })
      .returning();
    return row!;
  }

  /** Marks a draft sent; false when it was not a draft any more (sent by a concurrent call). */
  async markSent(feeId: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(fees)
      .set({ status: 'sent', sentAt: at, updatedAt: at })
      .where(and(eq(fees.id, feeId), eq(fees.status, 'draft')))
      .returning({ id: fees.id });
    return rows.length === 1;
  }
}
