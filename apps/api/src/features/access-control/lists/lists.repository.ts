import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accessLists, campaigns } from '../../../db/schema';
import { CLUB_TIME_ZONE } from '../../../lib/scheduler/periods';
import { newPublicId } from '../../../lib/ids';
import { rowsOf } from '../../../db/rows';

export type AccessListRow = typeof accessLists.$inferSelect;
export type AccessListValues = Partial<
  Pick<AccessListRow, 'name' | 'allowMultipleEntries' | 'allowEntryAfterExit' | 'autoCheckoutAt' | 'feesOverdue'>
>;
export type AccessListWithEvent = AccessListRow & { campaignHash: string | null; campaignName: string | null };
export type ListCounters = { insideNow: number; admittedToday: number; refusedToday: number };

const withEvent = {
  campaignHash: campaigns.publicId,
  campaignName: campaigns.name,
};

/**
 * Who is inside a list: each person's or ticket's latest admitted (or amber) movement that is not
 * annulled, since the list's last check-out of everyone, when it is an entry.
 */
export const insideNowSql = (listId: ReturnType<typeof sql>) => sql`(
  select count(*)::int from (
    select distinct on (coalesce(s.profile_id, 0), coalesce(s.ticket_id, 0)) s.direction
    from access_scans s join access_lists cl on cl.id = s.list_id
    where s.list_id = ${listId} and s.result <> 'refused' and s.annulled_at is null
      and (s.profile_id is not null or s.ticket_id is not null)
      and (cl.checked_out_at is null or s.scanned_at > cl.checked_out_at)
    order by coalesce(s.profile_id, 0), coalesce(s.ticket_id, 0), s.scanned_at desc, s.id desc
  ) latest where latest.direction = 'entry')`;

/** A club's check-in lists (issue 24) and their live counters. */
export class AccessListsRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<AccessListWithEvent[]> {
    return this.db
      .select({ ...this.columns(), ...withEvent })
      .from(accessLists)
      .leftJoin(campaigns, eq(campaigns.id, accessLists.campaignId))
      .where(eq(accessLists.clubId, clubId))
      .orderBy(asc(accessLists.name), asc(accessLists.id));
  }

  async find(clubId: number, listHash: string): Promise<AccessListWithEvent | undefined> {
    const [row] = await this.db
      .select({ ...this.columns(), ...withEvent })
      .from(accessLists)
      .leftJoin(campaigns, eq(campaigns.id, accessLists.campaignId))
      .where(and(eq(accessLists.clubId, clubId), eq(accessLists.publicId, listHash)));
    return row;
  }

  async campaignId(clubId: number, campaignHash: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.clubId, clubId), eq(campaigns.publicId, campaignHash)));
    return row?.id;
  }

  /** Undefined when the club already has a list of that name. */
  async insert(
    clubId: number,
    values: AccessListValues & Pick<AccessListRow, 'name' | 'kind' | 'campaignId'>,
  ): Promise<AccessListRow | undefined> {
    const [row] = await this.db
      .insert(accessLists)
      .values({ publicId: newPublicId(), clubId, ...values })
      .onConflictDoNothing({ target: [accessLists.clubId, accessLists.name] })
      .returning();
    return row;
  }

  /** Undefined when another list of the club has the new name. */
  async update(row: AccessListRow, values: AccessListValues): Promise<AccessListRow | undefined> {
    if (values.name !== undefined) {
      const [taken] = await this.db
        .select({ id: accessLists.id })
        .from(accessLists)
        .where(and(eq(accessLists.clubId, row.clubId), eq(accessLists.name, values.name), ne(accessLists.id, row.id)));
      if (taken) return undefined;
    }
    const [updated] = await this.db
      .update(accessLists)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accessLists.id, row.id))
      .returning();
    return updated;
  }

  /** False when the list has scans (its log stays). */
  async remove(row: AccessListRow): Promise<boolean> {
    const result = await this.db.execute(sql`
      delete from access_lists l where l.id = ${row.id}::int
        and not exists (select 1 from access_scans s where s.list_id = l.id) returning l.id`);
    return rowsOf(result).length > 0;
  }

  /** Inside now, admitted (green or amber) and refused since the club's midnight, per list id. */
  async counters(clubId: number): Promise<Map<number, ListCounters>> {
    const rows = rowsOf<{ id: number } & ListCounters>(
      await this.db.execute(sql`
        select l.id,
          ${insideNowSql(sql`l.id`)} as "insideNow",
          (select count(*)::int from access_scans s where s.list_id = l.id and s.annulled_at is null
             and s.direction = 'entry' and s.result <> 'refused' and s.scanned_at >= ${todayStart}) as "admittedToday",
          (select count(*)::int from access_scans s where s.list_id = l.id and s.annulled_at is null
             and s.result = 'refused' and s.scanned_at >= ${todayStart}) as "refusedToday"
        from access_lists l where l.club_id = ${clubId}::int`),
    );
    return new Map(rows.map(({ id, ...counters }) => [id, counters]));
  }

  /**
   * Checks everyone out of every list whose check-out time has passed since its last check-out:
   * the latest club-time instant at that time of day, at or before now. Returns how many lists.
   */
  async checkOutDue(): Promise<number> {
    const result = await this.db.execute(sql`
      with due as (
        select id, (date_trunc('day', (now() at time zone ${CLUB_TIME_ZONE}) - auto_checkout_at::interval)
                    + auto_checkout_at::interval) at time zone ${CLUB_TIME_ZONE} as at
        from access_lists where auto_checkout_at is not null
      )
      update access_lists l set checked_out_at = due.at from due
      where l.id = due.id and (l.checked_out_at is null or l.checked_out_at < due.at) returning l.id`);
    return rowsOf(result).length;
  }

  private columns() {
    return getTableColumns(accessLists);
  }
}

/** The club's midnight today, as an instant. */
const todayStart = sql`(date_trunc('day', now() at time zone ${CLUB_TIME_ZONE}) at time zone ${CLUB_TIME_ZONE})`;
