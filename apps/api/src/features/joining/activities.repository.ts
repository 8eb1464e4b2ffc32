import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityInscriptions } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { Page } from './joining.repository';

export type ActivityRow = typeof activities.$inferSelect;
export type InscriptionRow = typeof activityInscriptions.$inferSelect;
export type NewActivity = Pick<ActivityRow, 'name' | 'description' | 'price' | 'places' | 'startsOn' | 'closesAt'>;
export type NewInscription = Pick<InscriptionRow, 'name' | 'surname' | 'birthDate' | 'dni' | 'guardianName' | 'email' | 'phone' | 'locale'>;

/** Open now: status open, not past its closing time. */
const openNow = () => and(eq(activities.status, 'open'), or(isNull(activities.closesAt), gt(activities.closesAt, sql`now()`)));

/** Activities and their inscriptions; every query names the club. */
export class ActivitiesRepository {
  constructor(private readonly db: Db) {}

  async create(clubId: number, values: NewActivity): Promise<ActivityRow> {
    const [row] = await this.db
      .insert(activities)
      .values({ publicId: newPublicId(), clubId, ...values })
      .returning();
    return row!;
  }

  async list(clubId: number, page: Page): Promise<{ items: ActivityRow[]; total: number }> {
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(activities)
      .where(eq(activities.clubId, clubId));
    const items = await this.db
      .select()
      .from(activities)
      .where(eq(activities.clubId, clubId))
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(page.limit)
      .offset(page.offset);
    return { items, total: count?.total ?? 0 };
  }

  listOpen(clubId: number): Promise<ActivityRow[]> {
    return this.db
      .select()
      .from(activities)
      .where(and(eq(activities.clubId, clubId), openNow()))
      .orderBy(asc(activities.startsOn), asc(activities.name));
  }

  async countOpen(clubId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(activities)
      .where(and(eq(activities.clubId, clubId), openNow()));
    return row?.total ?? 0;
  }

  async find(clubId: number, hash: string): Promise<ActivityRow | undefined> {
    const [row] = await this.db
      .select()
      .from(activities)
      .where(and(eq(activities.clubId, clubId), eq(activities.publicId, hash)));
    return row;
  }

  /**
   * Takes one place if one is left and the activity is open: a single conditional update, so
   * concurrent requests queue on the row and the last place goes once (the check constraint
   * `taken <= places` backs it). Returns the places left, or undefined when none was taken.
   */
  async takePlace(activityId: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(activities)
      .set({ taken: sql`${activities.taken} + 1`, updatedAt: sql`now()` })
      .where(and(eq(activities.id, activityId), openNow(), lt(activities.taken, activities.places)))
      .returning({ left: sql<number>`${activities.places} - ${activities.taken}`.mapWith(Number) });
    return row?.left;
  }

  async releasePlace(activityId: number): Promise<void> {
    await this.db
      .update(activities)
      .set({ taken: sql`greatest(${activities.taken} - 1, 0)`, updatedAt: sql`now()` })
      .where(eq(activities.id, activityId));
  }

  /** The activity's fee (null before the first acceptance), its row locked until the transaction ends. */
  async lockedFee(activityId: number): Promise<number | null> {
    const [row] = await this.db.select({ feeId: activities.feeId }).from(activities).where(eq(activities.id, activityId)).for('update');
    return row?.feeId ?? null;
  }

  async setFee(activityId: number, feeId: number): Promise<void> {
    await this.db.update(activities).set({ feeId }).where(eq(activities.id, activityId));
  }

  async insertInscription(activity: ActivityRow, values: NewInscription): Promise<string> {
    const [row] = await this.db
      .insert(activityInscriptions)
      .values({ publicId: newPublicId(), clubId: activity.clubId, activityId: activity.id, ...values, privacyAcceptedAt: new Date() })
      .returning({ hash: activityInscriptions.publicId });
    return row!.hash;
  }

  async inscriptions(activity: ActivityRow, page: Page): Promise<{ items: InscriptionRow[]; total: number }> {
    const where = eq(activityInscriptions.activityId, activity.id);
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(activityInscriptions)
      .where(where);
    const items = await this.db
      .select()
      .from(activityInscriptions)
      .where(where)
      .orderBy(asc(activityInscriptions.createdAt), asc(activityInscriptions.id))
      .limit(page.limit)
      .offset(page.offset);
    return { items, total: count?.total ?? 0 };
  }

  async findPendingInscription(activity: ActivityRow, hash: string): Promise<InscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(activityInscriptions)
      .where(
        and(
          eq(activityInscriptions.activityId, activity.id),
          eq(activityInscriptions.publicId, hash),
          eq(activityInscriptions.status, 'pending'),
        ),
      );
    return row;
  }

  /** Records the decision; false when it was decided meanwhile. */
  async decideInscription(
    id: number,
    values: { status: 'accepted' | 'refused'; reviewedBy: number; reason: string | null; profileId: number | null },
  ): Promise<boolean> {
    const rows = await this.db
      .update(activityInscriptions)
      .set({ ...values, reviewedAt: new Date() })
      .where(and(eq(activityInscriptions.id, id), eq(activityInscriptions.status, 'pending')))
      .returning({ id: activityInscriptions.id });
    return rows.length === 1;
  }
}
