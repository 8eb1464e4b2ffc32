import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { membershipPlans } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import { rowsOf, sqlPublicId } from '../sql-ids';

export type PlanRow = typeof membershipPlans.$inferSelect;
export type PlanValues = Pick<
  PlanRow,
  | 'name'
  | 'description'
  | 'audience'
  | 'categories'
  | 'price'
  | 'period'
  | 'instalments'
  | 'siblingDiscountPercent'
  | 'familyDiscountPercent'
  | 'openToNewMembers'
>;

/** The membership plans of a club's seasons (archived ones are kept for the fees made from them). */
export class PlansRepository {
  constructor(private readonly db: Db) {}

  listOfSeason(clubId: number, seasonId: number): Promise<PlanRow[]> {
    return this.db
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clubId, clubId), eq(membershipPlans.seasonId, seasonId), eq(membershipPlans.archived, false)))
      .orderBy(asc(membershipPlans.name), asc(membershipPlans.id));
  }

  async find(clubId: number, planHash: string): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.clubId, clubId), eq(membershipPlans.publicId, planHash), eq(membershipPlans.archived, false)));
    return row;
  }

  async findById(planId: number): Promise<PlanRow | undefined> {
    const [row] = await this.db.select().from(membershipPlans).where(eq(membershipPlans.id, planId));
    return row;
  }

  /** Undefined when the season already has a plan of that name. */
  async insert(clubId: number, seasonId: number, values: PlanValues): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .insert(membershipPlans)
      .values({ publicId: newPublicId(), clubId, seasonId, ...values })
      .onConflictDoNothing({ target: [membershipPlans.seasonId, membershipPlans.name] })
      .returning();
    return row;
  }

  /** Undefined when the new name is taken in the season. */
  async update(row: PlanRow, values: Partial<PlanValues>): Promise<PlanRow | undefined> {
    try {
      const [updated] = await this.db
        .update(membershipPlans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(membershipPlans.id, row.id))
        .returning();
      return updated;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return undefined;
      throw error;
    }
  }

  /**
   * Removed from the season: archived (renamed out of the way of a new plan of the same name), so
   * the fees made from it keep their link.
   */
  async archive(row: PlanRow): Promise<void> {
    await this.db
      .update(membershipPlans)
      .set({ archived: true, name: sql`${membershipPlans.name} || ' #' || ${membershipPlans.id}`, updatedAt: new Date() })
      .where(eq(membershipPlans.id, row.id));
  }

  /** Copies the live plans of one season into another, in one statement. */
  async copySeason(clubId: number, fromSeasonId: number, toSeasonId: number): Promise<number> {
    const result = await this.db.execute(sql`
      insert into membership_plans (public_id, club_id, season_id, name, description, audience, categories, price, period,
        instalments, sibling_discount_percent, family_discount_percent, open_to_new_members)
      select ${sqlPublicId}, club_id, ${toSeasonId}::int, name, description,
        audience, categories, price, period, instalments, sibling_discount_percent, family_discount_percent, open_to_new_members
      from membership_plans
      where club_id = ${clubId}::int and season_id = ${fromSeasonId}::int and not archived
      on conflict do nothing
      returning id`);
    return rowsOf(result).length;
  }
}
