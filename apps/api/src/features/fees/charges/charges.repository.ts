import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { charges } from '../../../db/schema';

export type ChargeRow = typeof charges.$inferSelect;

/** The charges fees create, one per person and instalment (the manager's side). */
export class ChargesRepository {
  constructor(private readonly db: Db) {}

  async find(clubId: number, chargeHash: string): Promise<ChargeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(charges)
      .where(and(eq(charges.clubId, clubId), eq(charges.publicId, chargeHash)));
    return row;
  }
}
