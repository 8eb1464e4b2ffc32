import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { erasureRequests, type ErasurePlanLineRow } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';

export type ErasureRequestRow = typeof erasureRequests.$inferSelect;

/** A club's erasure requests (erasure_requests): every read and write names the club. */
export class ErasureRequestsRepository {
  constructor(private readonly db: Db) {}

  /** Open ones first (awaiting approval, then scheduled), then the newest. */
  list(clubId: number): Promise<ErasureRequestRow[]> {
    return this.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.clubId, clubId))
      .orderBy(
        sql`case ${erasureRequests.status} when 'awaiting_approval' then 0 when 'scheduled' then 1 else 2 end`,
        desc(erasureRequests.requestedAt),
        desc(erasureRequests.id),
      )
      .limit(500);
  }

  async find(clubId: number, hash: string): Promise<ErasureRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.clubId, clubId), eq(erasureRequests.publicId, hash)));
    return row;
  }

  /** Locked until the end of the transaction: an approval and a cancellation take turns. */
  async lock(clubId: number, hash: string): Promise<ErasureRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.clubId, clubId), eq(erasureRequests.publicId, hash)))
      .for('update');
    return row;
  }

  /** Null when the person already has an open request (the partial unique index says so). */
  async insert(values: {
    clubId: number;
    profileId: number;
    personHash: string;
    personName: string;
    requestedBy: number;
    requestedByName: string;
    receivedOn: string;
    dueOn: string;
    note: string | null;
    plan: ErasurePlanLineRow[];
  }): Promise<ErasureRequestRow | null> {
    const [row] = await this.db
      .insert(erasureRequests)
      .values({ publicId: newPublicId(), ...values })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async update(id: number, values: Partial<Omit<ErasureRequestRow, 'id' | 'publicId' | 'clubId'>>): Promise<ErasureRequestRow> {
    const [row] = await this.db.update(erasureRequests).set(values).where(eq(erasureRequests.id, id)).returning();
    return row!;
  }

  /** Scheduled erasures whose undo window has closed, oldest first, of every club (the job's read). */
  due(now: Date, limit: number): Promise<ErasureRequestRow[]> {
    return this.db
      .select()
      .from(erasureRequests)
      .where(and(eq(erasureRequests.status, 'scheduled'), lte(erasureRequests.executesAt, now)))
      .orderBy(asc(erasureRequests.executesAt))
      .limit(limit);
  }

  /** The account's name for the request's "by" (the caller's). */
  async accountName(userId: number): Promise<string> {
    const result = await this.db.execute(sql`select btrim(name || ' ' || lastname) as name, username from users where id = ${userId}::int`);
    const [row] = (result as unknown as { rows: { name: string; username: string }[] }).rows;
    return row?.name || row?.username || '';
  }
}
