import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FeeTarget } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { fees, membershipPlans, seasons } from '../../../db/schema';
import { preparedOnce } from '../../../lib/data/prepared-once';
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

  /**
   * One page, newest first (ties on the time broken by id). The page's ids come first from
   * fees_club_created_idx alone (an index-only scan), then only those fees are read with their
   * links: a late page costs about what page 1 does.
   */
  async page(clubId: number, offset: number, limit: number): Promise<{ rows: FeeWithLinks[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.prepared().page.execute({ clubId, offset, limit }),
      this.prepared().count.execute({ clubId }),
    ]);
    return { rows: rows.map((row) => ({ ...row.fee, planHash: row.planHash, seasonHash: row.seasonHash })), total: count!.n };
  }

  /** The list's two reads, prepared once per repository on first use (drizzle's building cost more than the answer). */
  private readonly prepared = preparedOnce(() => {
    const clubId = sql.placeholder('clubId');
    const newestFirst = [desc(fees.createdAt), desc(fees.id)];
    const pageIds = this.db
      .select({ id: fees.id })
      .from(fees)
      .where(eq(fees.clubId, clubId))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return {
      page: this.withLinks()
        .where(and(eq(fees.clubId, clubId), inArray(fees.id, pageIds)))
        .orderBy(...newestFirst)
        .prepare('fees_page'),
      count: this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(fees)
        .where(eq(fees.clubId, clubId))
        .prepare('fees_count'),
    };
  });

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
