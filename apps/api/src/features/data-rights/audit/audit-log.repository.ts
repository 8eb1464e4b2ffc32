import type { AuditActionGroup } from '@tribuna/contract/data-rights';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { CLUB_TIME_ZONE } from '../../../lib/scheduler/periods';
import { groupCondition } from './audit-groups';

export type AuditLogRow = {
  id: string;
  createdAt: Date | string;
  action: string;
  target: string | null;
  metadata: Record<string, unknown> | null;
  ip: string | null;
  actorName: string | null;
  actorPersonHash: string | null;
  impersonatorName: string | null;
  impersonatorPersonHash: string | null;
};

export type AuditLogFilter = {
  /** The person's own profile hash, and their account (null: a person without one). */
  person?: { hash: string; userId: number | null; userHash: string | null };
  from?: string;
  to?: string;
  group?: AuditActionGroup;
};

/**
 * The club's audit log (lib/audit.ts writes it): newest first, keyset-paged by id on the
 * (club_id, id) index, narrowed by person, Europe/Madrid days and action group.
 */
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  private where(clubId: number, filter: AuditLogFilter): SQL {
    const parts: SQL[] = [sql`a.club_id = ${clubId}::int`];
    const { person, from, to, group } = filter;
    if (person) {
      const about = [sql`a.target = ${person.hash}`];
      if (person.userHash) about.push(sql`a.target = ${person.userHash}`);
      if (person.userId !== null) about.push(sql`a.actor_user_id = ${person.userId}::int`, sql`a.impersonated_by = ${person.userId}::int`);
      parts.push(sql`(${sql.join(about, sql` or `)})`);
    }
    if (from) parts.push(sql`a.created_at >= (${from}::date)::timestamp at time zone ${CLUB_TIME_ZONE}`);
    if (to) parts.push(sql`a.created_at < (${to}::date + 1)::timestamp at time zone ${CLUB_TIME_ZONE}`);
    if (group) parts.push(groupCondition(group));
    return sql.join(parts, sql` and `);
  }

  /** One page: at most `limit` rows older than the cursor's id. */
  async page(clubId: number, filter: AuditLogFilter, cursor: string | undefined, limit: number): Promise<AuditLogRow[]> {
    const before = cursor ? sql`and a.id < ${cursor}::bigint` : sql``;
    const rows = rowsOf<
      Omit<AuditLogRow, 'actorName' | 'actorPersonHash' | 'impersonatorName' | 'impersonatorPersonHash'> & {
        actorUserId: number | null;
        impersonatedBy: number | null;
      }
    >(
      await this.db.execute(sql`select a.id::text as id, a.created_at as "createdAt", a.action, a.target, a.metadata, a.ip,
          a.actor_user_id as "actorUserId", a.impersonated_by as "impersonatedBy"
        from audit_log a where ${this.where(clubId, filter)} ${before}
        order by a.id desc limit ${limit}::int`),
    );
    // Names for the page's few accounts only (one query), not per row of the scan.
    const accounts = [...new Set(rows.flatMap((r) => [r.actorUserId, r.impersonatedBy]).filter((id): id is number => id !== null))];
    const names = new Map<number, { name: string; personHash: string | null }>();
    if (accounts.length > 0) {
      const found = rowsOf<{ id: number; name: string; personHash: string | null }>(
        await this.db.execute(sql`select u.id, btrim(u.name || ' ' || u.lastname) as name,
            (select p.public_id from profiles p where p.user_id = u.id and p.club_id = ${clubId}::int order by p.type, p.id limit 1) as "personHash"
          from users u where u.id in (${sql.join(
            accounts.map((id) => sql`${id}::int`),
            sql`, `,
          )})`),
      );
      for (const row of found) names.set(row.id, { name: row.name, personHash: row.personHash });
    }
    return rows.map(({ actorUserId, impersonatedBy, ...row }) => ({
      ...row,
      actorName: actorUserId === null ? null : (names.get(actorUserId)?.name ?? null),
      actorPersonHash: actorUserId === null ? null : (names.get(actorUserId)?.personHash ?? null),
      impersonatorName: impersonatedBy === null ? null : (names.get(impersonatedBy)?.name ?? null),
      impersonatorPersonHash: impersonatedBy === null ? null : (names.get(impersonatedBy)?.personHash ?? null),
    }));
  }

  async count(clubId: number, filter: AuditLogFilter): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`select count(*)::int as n from audit_log a where ${this.where(clubId, filter)}`),
    );
    return row?.n ?? 0;
  }

  /** A person of the club by hash, with their account (for the person filter). */
  async person(clubId: number, hash: string): Promise<AuditLogFilter['person'] | undefined> {
    const [row] = rowsOf<{ hash: string; userId: number | null; userHash: string | null }>(
      await this.db.execute(sql`select p.public_id as hash, p.user_id as "userId", u.public_id as "userHash"
        from profiles p left join users u on u.id = p.user_id
        where p.club_id = ${clubId}::int and p.public_id = ${hash}`),
    );
    return row;
  }
}
