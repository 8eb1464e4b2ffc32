import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { accessScans } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import type { DoorPerson, DoorTicket, Movement, NewScan, ScanRow } from './scans.repository';
import { MOVEMENT, PERSON, TICKET, TICKET_FROM } from './scans.repository';

/** Whose history a batch reads: a ticket or a person, on a list. */
export type HistoryKey = { kind: 'ticket' | 'member'; listId: number; subjectId: number };
/** A ticket's admission to its event (any list), or a subject's latest movement on the list. */
export type HistoryRow = Movement & { kind: HistoryKey['kind']; listIdOf: number; subjectId: number; role: 'first' | 'latest' };

/**
 * Values of any text travel as one JSON parameter: a batch of hundreds binds one value, not
 * hundreds. Each key is then looked up in a LATERAL subquery, so the plan is one index probe per
 * key whatever the tables' statistics say (a join with the JSON rows was planned as a scan of the
 * whole log when its statistics were stale). `limit 1` (the keys are unique) keeps the planner
 * from flattening the subquery back into such a join.
 */
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The door scan's reads and writes for a batch of scans at once (scan-batch.ts): one statement per
 * step whatever the batch's size, so a busy gate's cost per scan is a share of a few round trips.
 */
export class ScanBatchRepository {
  constructor(private readonly db: Db) {}

  async ticketsByCodes(codes: readonly string[]): Promise<(DoorTicket & { code: string })[]> {
    return rowsOf(
      await this.db.execute(
        sql`select x.* from jsonb_array_elements_text(${json(codes)}) as k(code)
          cross join lateral (select ${TICKET}, t.code from ${TICKET_FROM} where t.code = k.code limit 1) x`,
      ),
    );
  }

  async personsByQr(qrIdentifiers: readonly string[]): Promise<(DoorPerson & { qrIdentifier: string })[]> {
    return rowsOf(
      await this.db.execute(
        sql`select x.* from jsonb_array_elements_text(${json(qrIdentifiers)}) as k(qr)
          cross join lateral (select ${PERSON}, p.qr_identifier as "qrIdentifier" from profiles p where p.qr_identifier = k.qr limit 1) x`,
      ),
    );
  }

  /** The nonces of these (club, nonce) pairs already in the log: replays, answered as the first scan did. */
  async loggedNonces(keys: readonly { clubId: number; nonce: string }[]): Promise<{ clubId: number; nonce: string }[]> {
    return rowsOf(
      await this.db.execute(sql`select s.* from jsonb_to_recordset(${json(keys)}) as v("clubId" int, nonce text)
        cross join lateral (select club_id as "clubId", nonce from access_scans where club_id = v."clubId" and nonce = v.nonce limit 1) s`),
    );
  }

  /**
   * Locks, until the transaction ends, the batch's tickets (their rows) and then its people (one
   * advisory lock per list and person), each in id order: every batch of every process takes them
   * in one order, so two batches wait for each other but never deadlock.
   */
  async lock(ticketIds: readonly number[], people: readonly { listId: number; profileId: number }[]): Promise<void> {
    if (ticketIds.length === 0 && people.length === 0) return;
    // One round trip for both: the tickets' rows first, then the people's advisory locks.
    await this.db.execute(sql`select
      (select count(*) from (select id from tickets
        where id = any(array(select (jsonb_array_elements_text(${json(ticketIds)}))::int)) order by id for update) t) as tickets,
      (select count(pg_advisory_xact_lock(o."listId", o."profileId")) from (
        select v."listId", v."profileId" from jsonb_to_recordset(${json(people)}) as v("listId" int, "profileId" int)
        order by v."listId", v."profileId" offset 0) o) as people`);
  }

  /**
   * For each key, what the rules look at (scan-rules.ts): a ticket's admission to its event and its
   * latest movement on the list; a person's latest movement on the list. A movement counts while it
   * is not refused nor annulled and is later than the list's last check-out of everyone.
   */
  async histories(keys: readonly HistoryKey[]): Promise<HistoryRow[]> {
    if (keys.length === 0) return [];
    const counts = sql`s.result <> 'refused' and s.annulled_at is null and (l.checked_out_at is null or s.scanned_at > l.checked_out_at)`;
    return rowsOf(
      await this.db.execute(sql`select v.kind, v."listId" as "listIdOf", v."subjectId", m.*
        from jsonb_to_recordset(${json(keys)}) as v(kind text, "listId" int, "subjectId" int)
        cross join lateral (
          (select 'first' as role, ${MOVEMENT}
            where v.kind = 'ticket' and s.ticket_id = v."subjectId" and s.first_use and s.annulled_at is null limit 1)
          union all
          (select 'latest' as role, ${MOVEMENT}
            where v.kind = 'ticket' and s.list_id = v."listId" and s.ticket_id = v."subjectId" and ${counts}
            order by s.scanned_at desc, s.id desc limit 1)
          union all
          (select 'latest' as role, ${MOVEMENT}
            where v.kind = 'member' and s.list_id = v."listId" and s.profile_id = v."subjectId" and ${counts}
            order by s.scanned_at desc, s.id desc limit 1)
        ) m`),
    );
  }

  /**
   * The batch's log rows, and `used_at` of the tickets they admit (commerce's, kept at the first
   * admission), in one statement. A nonce logged meanwhile (a replay racing its original) writes
   * nothing and marks nothing.
   */
  async insert(values: readonly NewScan[]): Promise<ScanRow[]> {
    if (values.length === 0) return [];
    const rows = values.map((value) => ({ ...value, publicId: newPublicId() }));
    return rowsOf<ScanRow>(
      await this.db.execute(sql`with v as (
          select * from jsonb_to_recordset(${json(rows)}) as v("publicId" text, "clubId" int, "listId" int, "deviceId" int,
            "controllerProfileId" int, nonce text, "codeKind" text, "profileId" int, "ticketId" int, direction text, result text,
            reason text, "firstUse" boolean, offline boolean, conflict boolean, "scannedAt" timestamptz)),
        inserted as (
          insert into access_scans (public_id, club_id, list_id, device_id, controller_profile_id, nonce, code_kind, profile_id,
            ticket_id, direction, result, reason, first_use, offline, conflict, scanned_at)
          select "publicId", "clubId", "listId", "deviceId", "controllerProfileId", nonce, "codeKind", "profileId", "ticketId",
            direction, result, reason, coalesce("firstUse", false), coalesce(offline, false), coalesce(conflict, false),
            coalesce("scannedAt", now()) from v
          on conflict (club_id, nonce) do nothing
          returning *),
        used as (
          update tickets t set used_at = coalesce(t.used_at, i.scanned_at) from inserted i where i.first_use and t.id = i.ticket_id)
        select ${SCAN_ROW} from inserted`),
    );
  }
}

/** Every column of a log row under its Drizzle name, as the table's select would give it. */
const SCAN_ROW = sql.join(
  Object.entries(getTableColumns(accessScans)).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
  sql`, `,
);
