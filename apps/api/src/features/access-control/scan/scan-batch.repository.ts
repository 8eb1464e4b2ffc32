import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { accessScans } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import type { DoorPerson, DoorTicket, Movement, NewScan, ScanRow } from './scans.repository';
import { PERSON } from './scans.repository';

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
 * The three heaviest (a ticket by its code, the histories, the log's insert) are PL/pgSQL functions
 * of migration 0048, and the commit that locks, checks and logs is 0053's: planned once per
 * connection, not for every batch; a column added to what they read or write is added there too.
 */
export class ScanBatchRepository {
  constructor(private readonly db: Db) {}

  async ticketsByCodes(codes: readonly string[]): Promise<(DoorTicket & { code: string })[]> {
    // A function (migration 0048): its plan is kept by the connection, not made for every batch.
    return rowsOf(await this.db.execute(sql`select * from access_door_tickets(${json(codes)})`));
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
   * For each key, what the rules look at (scan-rules.ts): a ticket's admission to its event and its
   * latest movement on the list; a person's latest movement on the list. A movement counts while it
   * is not refused nor annulled and is later than the list's last check-out of everyone.
   */
  async histories(keys: readonly HistoryKey[]): Promise<HistoryRow[]> {
    if (keys.length === 0) return [];
    return rowsOf(await this.db.execute(sql`select * from access_scan_histories(${json(historyKeys(keys))})`));
  }

  /**
   * The batch's log rows, and `used_at` of the tickets they admit (commerce's, kept at the first
   * admission), in one statement and one transaction (migration 0053): it locks the batch's
   * tickets and people, each in id order (batches of every process wait for each other but never
   * deadlock), and logs only if the histories are still `judgedOn`, what `histories` answered
   * before the batch was judged; else it fails with serialization_failure (40001) and the batch
   * is judged again. A nonce logged meanwhile (a replay racing its original) writes nothing and
   * marks nothing.
   */
  async commit(values: readonly NewScan[], judged: JudgedOn): Promise<ScanRow[]> {
    if (values.length === 0) return [];
    const rows = values.map((value) => ({
      public_id: newPublicId(),
      club_id: value.clubId,
      list_id: value.listId,
      device_id: value.deviceId ?? null,
      controller_profile_id: value.controllerProfileId ?? null,
      nonce: value.nonce,
      code_kind: value.codeKind,
      profile_id: value.profileId ?? null,
      ticket_id: value.ticketId ?? null,
      direction: value.direction,
      result: value.result,
      reason: value.reason,
      first_use: value.firstUse ?? null,
      offline: value.offline ?? null,
      conflict: value.conflict ?? null,
      scanned_at: value.scannedAt ?? null,
    }));
    const people = judged.people.map(({ listId, profileId }) => ({ list_id: listId, profile_id: profileId }));
    const judgedOn = judged.histories.map((row) => ({
      kind: row.kind,
      list_id: row.listIdOf,
      subject_id: row.subjectId,
      role: row.role,
      id: row.id,
    }));
    return rowsOf<ScanRow>(
      await this.db.execute(
        sql`select ${SCAN_ROW} from access_commit_scans(${json(rows)}, ${json(judged.ticketIds)}, ${json(people)}, ${json(
          historyKeys(judged.keys),
        )}, ${json(judgedOn)})`,
      ),
    );
  }
}

/** What a batch was judged on: its tickets, people and history keys, and the histories read for them. */
export type JudgedOn = {
  ticketIds: readonly number[];
  people: readonly { listId: number; profileId: number }[];
  keys: readonly HistoryKey[];
  histories: readonly HistoryRow[];
};

const historyKeys = (keys: readonly HistoryKey[]) =>
  keys.map(({ kind, listId, subjectId }) => ({ kind, list_id: listId, subject_id: subjectId }));

/** Every column of a log row under its Drizzle name, as the table's select would give it. */
const SCAN_ROW = sql.join(
  Object.entries(getTableColumns(accessScans)).map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
  sql`, `,
);
