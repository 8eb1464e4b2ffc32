import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** A position in a list: the microseconds of its time and the row's id (keyset paging). */
export type ListKey = { micros: bigint; id: bigint };

/** One principal's list: a profile's own rows, or one mailbox's rows. */
export type Principal = { profileId: number } | { mailboxId: number };

export type ListFilter = {
  clubId: number;
  archived: boolean;
  unread?: boolean;
  /** Already normalised (lib/search-text.ts), as threads.search_text is stored. */
  search?: string;
};

/** A participant row of a page, with its place in the order and what a summary shows of it. */
export type ListedRow = {
  rowId: number;
  threadId: number;
  key: ListKey;
  side: string;
  unread: boolean;
  archived: boolean;
  activityAt: Date;
};
/** A deleted thread of a page. */
export type ListedThread = { threadId: number; key: ListKey };

/** Both drivers answer raw SQL with `{ rows }`. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const microsOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;
const timestampOf = (micros: bigint) => sql`(timestamptz 'epoch' + ${micros.toString()}::bigint * interval '1 microsecond')`;

const principalIs = (alias: string, principal: Principal) =>
  'profileId' in principal
    ? sql`${sql.raw(alias)}.profile_id = ${principal.profileId}::int`
    : sql`${sql.raw(alias)}.mailbox_id = ${principal.mailboxId}::int`;

/**
 * The conditions every row of a list meets, on the row alias `tp`. A search reads the matching
 * threads from the trigram index once (the planner hashes them) instead of probing each row's.
 */
function listConditions(principal: Principal, filter: ListFilter): SQL {
  const conditions = [principalIs('tp', principal), sql`tp.archived = ${filter.archived}`, sql`not tp.thread_deleted`];
  if (filter.unread !== undefined) conditions.push(sql`tp.unread = ${filter.unread}`);
  if (filter.search) {
    const matching = sql`select t.id from threads t where t.club_id = ${filter.clubId}::int and t.search_text ilike ${`%${escapeLike(filter.search)}%`}`;
    conditions.push(sql`tp.thread_id in (${matching})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * No row of `other` in the same list (same filter) for the same thread comes after `tp`: the
 * thread is shown through its newest row only. A probe of the unique (thread, principal) index.
 */
function notOutranked(other: Principal, filter: ListFilter): SQL {
  return sql`not exists (
    select 1 from thread_participants o
     where o.thread_id = tp.thread_id and ${principalIs('o', other)} and ${sameList('o', filter)}
       and (o.activity_at, o.id) > (tp.activity_at, tp.id))`;
}

/** Row `alias` is in the same list as `tp` (a search is per thread: the same for both). */
function sameList(alias: string, filter: ListFilter): SQL {
  const row = sql.raw(alias);
  const conditions = [sql`${row}.archived = ${filter.archived}`, sql`not ${row}.thread_deleted`];
  if (filter.unread !== undefined) conditions.push(sql`${row}.unread = ${filter.unread}`);
  return sql.join(conditions, sql` and `);
}

/**
 * My messages and Archived messages (issue 10: p99 under 30 ms with 100,000 threads in a club and
 * 20,000 for one profile). A profile's list is its own participant rows plus the rows of the
 * mailboxes it answers from; each principal's rows are read newest first from its list index
 * (`thread_participants_profile_list_idx` / `…_mailbox_list_idx`), keyset paged, never OFFSET.
 * When a thread reaches the profile through several principals, only its newest row counts:
 * the others are skipped by a probe of the unique (thread, principal) indexes, so pages never
 * repeat a thread and every principal's query stays an index walk.
 */
export class ThreadListRepository {
  constructor(private readonly db: Db) {}

  /** Up to `limit` rows of one principal after `after`, newest first, skipping rows outranked by another principal's. */
  async page(
    principal: Principal,
    others: readonly Principal[],
    filter: ListFilter,
    after: ListKey | null,
    limit: number,
  ): Promise<ListedRow[]> {
    const conditions = [listConditions(principal, filter), ...others.map((other) => notOutranked(other, filter))];
    if (after) conditions.push(sql`(tp.activity_at, tp.id) < (${timestampOf(after.micros)}, ${after.id.toString()}::bigint)`);
    const result = await this.db.execute(sql`
      select tp.id, tp.thread_id, tp.side, tp.unread, tp.archived, ${microsOf(sql`tp.activity_at`)} as micros
        from thread_participants tp
       where ${sql.join(conditions, sql` and `)}
       order by tp.activity_at desc, tp.id desc
       limit ${limit}::int`);
    type Row = { id: string | number; thread_id: number; side: string; unread: boolean; archived: boolean; micros: string | number };
    return rowsOf<Row>(result).map((row) => {
      const micros = BigInt(row.micros);
      return {
        rowId: Number(row.id),
        threadId: Number(row.thread_id),
        key: { micros, id: BigInt(row.id) },
        side: row.side,
        unread: row.unread,
        archived: row.archived,
        activityAt: new Date(Number(micros / 1000n)),
      };
    });
  }

  /**
   * How many threads the principals' lists hold, each thread once. Each list is counted from
   * its index; then, biggest list first, the rows of each smaller list whose thread an earlier
   * list already holds are counted and taken off (index probes from the smaller side only;
   * nothing to probe when a profile has no mailbox, or its mailboxes' lists are empty).
   */
  async count(principals: readonly Principal[], filter: ListFilter): Promise<number> {
    const plain = principals.map(
      (principal) => sql`(select count(*) from thread_participants tp where ${listConditions(principal, filter)})`,
    );
    if (plain.length === 0) return 0;
    const [sizes] = rowsOf<{ n: (string | number)[] }>(
      await this.db.execute(sql`select array[${sql.join(plain, sql`, `)}]::bigint[] as n`),
    );
    const counted = principals
      .map((principal, index) => ({ principal, size: Number(sizes?.n[index] ?? 0) }))
      .sort((a, b) => b.size - a.size);
    const total = counted.reduce((sum, { size }) => sum + size, 0);
    const repeats = counted.slice(1).flatMap(({ principal, size }, index) => {
      if (size === 0) return [];
      const earlier = counted.slice(0, index + 1).map(
        (before) => sql`exists (
        select 1 from thread_participants o
         where o.thread_id = tp.thread_id and ${principalIs('o', before.principal)} and ${sameList('o', filter)})`,
      );
      return [
        sql`(select count(*) from thread_participants tp where ${listConditions(principal, filter)} and (${sql.join(earlier, sql` or `)}))`,
      ];
    });
    if (repeats.length === 0) return total;
    const [row] = rowsOf<{ n: string | number }>(await this.db.execute(sql`select ${sql.join(repeats, sql` + `)} as n`));
    return total - Number(row?.n ?? 0);
  }

  /**
   * The unread badge: threads not archived nor deleted whose row of the profile, or of one of its
   * mailboxes, is unread; each thread once. The partial unread indexes answer it.
   */
  async unreadCount(profileId: number): Promise<number> {
    const [row] = rowsOf<{ n: string | number }>(
      await this.db.execute(sql`
        select count(distinct tp.thread_id) as n
          from thread_participants tp
         where tp.unread and not tp.archived and not tp.thread_deleted
           and (tp.profile_id = ${profileId}::int
                or tp.mailbox_id in (select mp.mailbox_id from mailbox_profiles mp where mp.profile_id = ${profileId}::int))`),
    );
    return Number(row?.n ?? 0);
  }

  /** The club's deleted threads (managers), most recently deleted first, keyset paged. */
  async deletedPage(
    clubId: number,
    filter: { search?: string; mailboxId?: number },
    after: ListKey | null,
    limit: number,
  ): Promise<ListedThread[]> {
    const conditions = this.deletedConditions(clubId, filter);
    if (after) conditions.push(sql`(t.deleted_at, t.id) < (${timestampOf(after.micros)}, ${after.id.toString()}::int)`);
    const result = await this.db.execute(sql`
      select t.id, ${microsOf(sql`t.deleted_at`)} as micros
        from threads t
       where ${sql.join(conditions, sql` and `)}
       order by t.deleted_at desc, t.id desc
       limit ${limit}::int`);
    return rowsOf<{ id: number; micros: string | number }>(result).map((row) => ({
      threadId: Number(row.id),
      key: { micros: BigInt(row.micros), id: BigInt(row.id) },
    }));
  }

  async deletedCount(clubId: number, filter: { search?: string; mailboxId?: number }): Promise<number> {
    const [row] = rowsOf<{ n: string | number }>(
      await this.db.execute(sql`select count(*) as n from threads t where ${sql.join(this.deletedConditions(clubId, filter), sql` and `)}`),
    );
    return Number(row?.n ?? 0);
  }

  private deletedConditions(clubId: number, filter: { search?: string; mailboxId?: number }): SQL[] {
    const conditions = [sql`t.club_id = ${clubId}::int`, sql`t.deleted_at is not null`];
    if (filter.search) conditions.push(sql`t.search_text ilike ${`%${escapeLike(filter.search)}%`}`);
    if (filter.mailboxId !== undefined) conditions.push(sql`t.mailbox_id = ${filter.mailboxId}::int`);
    return conditions;
  }
}
