import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { membershipPlans } from '../../../db/schema';

export type PlanRow = typeof membershipPlans.$inferSelect;

/** The membership plans of a club's seasons. */
export class PlansRepository {
  constructor(private readonly db: Db) {}

  listOfSeason(clubId: number, seasonId: number): Promise<PlanRow[]> {
    return this.db
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clubId, clubId), eq(membershipPlans.seasonId, seasonId)))
      .orderBy(asc(membershipPlans.name), asc(membershipPlans.id));
  }
}
