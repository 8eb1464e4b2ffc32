import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingPricingPolicies } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { PolicyRow } from './booking-rows';

/** A club's price rules (member and guest prices by calendar, weekday and time). */
export class PricingPoliciesRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<PolicyRow[]> {
    return this.db
      .select()
      .from(bookingPricingPolicies)
      .where(eq(bookingPricingPolicies.clubId, clubId))
      .orderBy(asc(bookingPricingPolicies.id));
  }

  async byHash(clubId: number, policyHash: string): Promise<PolicyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookingPricingPolicies)
      .where(and(eq(bookingPricingPolicies.clubId, clubId), eq(bookingPricingPolicies.publicId, policyHash)));
    return row;
  }

  async insert(values: Omit<typeof bookingPricingPolicies.$inferInsert, 'publicId'>): Promise<PolicyRow> {
    const [row] = await this.db
      .insert(bookingPricingPolicies)
      .values({ publicId: newPublicId(), ...values })
      .returning();
    return row!;
  }

  async update(clubId: number, id: number, values: Partial<typeof bookingPricingPolicies.$inferInsert>): Promise<PolicyRow> {
    const [row] = await this.db
      .update(bookingPricingPolicies)
      .set(values)
      .where(and(eq(bookingPricingPolicies.clubId, clubId), eq(bookingPricingPolicies.id, id)))
      .returning();
    return row!;
  }

  async remove(clubId: number, id: number): Promise<void> {
    await this.db.delete(bookingPricingPolicies).where(and(eq(bookingPricingPolicies.clubId, clubId), eq(bookingPricingPolicies.id, id)));
  }
}
