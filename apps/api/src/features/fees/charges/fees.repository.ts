import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fees } from '../../../db/schema';

export type FeeRow = typeof fees.$inferSelect;

/** A club's fees (from a plan or one-off). */
export class FeesRepository {
  constructor(private readonly db: Db) {}

  async find(clubId: number, feeHash: string): Promise<FeeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(fees)
      .where(and(eq(fees.clubId, clubId), eq(fees.publicId, feeHash)));
    return row;
  }
}
