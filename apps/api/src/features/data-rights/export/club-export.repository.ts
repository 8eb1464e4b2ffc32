import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

type Row = Record<string, unknown>;

/**
 * Columns never exported, whatever the table: secrets (tokens, keys, password hashes, QR
 * identifiers and card keys, ticket codes, device and webhook secrets, one-time nonces), payment
 * providers' addresses and ids, and derived search columns.
 */
export const SECRET_COLUMN =
  /(secret|token|password|_hash$|^hash$|_key$|^key$|qr_identifier|nonce|^code$|_code$|checkout|payment_url|idempotency|session_id|intent|provider_|stripe|search_text|search_name|feed_url)/;
/** Tables with a club_id that are machinery, not the club's data. */
const MACHINERY_TABLE = /^(outbox_|rate_limit|scheduled_job|payment_webhook|people_counters|access_devices)/;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * The whole club's rows for an export when a club leaves (issue 25 part 4): every table with a
 * `club_id` column (found in the catalogue, so a new area's table is exported without a line
 * here), the club itself, and the accounts of its people (names and addresses only).
 */
export class ClubExportRepository {
  constructor(private readonly db: Db) {}

  async clubTables(): Promise<string[]> {
    const rows = rowsOf<{ table: string }>(
      await this.db.execute(sql`select c.table_name as "table" from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = current_schema() and c.column_name = 'club_id' order by c.table_name`),
    );
    return rows.map((r) => r.table).filter((table) => !MACHINERY_TABLE.test(table));
  }

  async columns(table: string): Promise<string[]> {
    const rows = rowsOf<{ column: string }>(
      await this.db.execute(sql`select column_name as "column" from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`),
    );
    return rows.map((r) => r.column).filter((column) => !SECRET_COLUMN.test(column));
  }

  async tableRows(clubId: number, table: string): Promise<Row[]> {
    const columns = await this.columns(table);
    if (columns.length === 0) return [];
    const list = sql.join(
      columns.map((column) => ident(column)),
      sql`, `,
    );
    return rowsOf<Row>(await this.db.execute(sql`select ${list} from ${ident(table)} where club_id = ${clubId}::int`));
  }

  async club(clubId: number): Promise<Row[]> {
    const columns = await this.columns('clubs');
    const list = sql.join(
      columns.map((column) => ident(column)),
      sql`, `,
    );
    return rowsOf<Row>(await this.db.execute(sql`select ${list} from clubs where id = ${clubId}::int`));
  }

  accounts(clubId: number): Promise<Row[]> {
    return this.db
      .execute(
        sql`select u.id, u.public_id as "publicId", u.username, u.email, u.name, u.lastname, u.identification, u.phone, u.locale, u.created_at as "createdAt"
          from users u where u.id in (select user_id from profiles where club_id = ${clubId}::int and user_id is not null)`,
      )
      .then((result) => rowsOf<Row>(result));
  }

  /** Hashes of the club's people who have a photo (the files are stored by hash). */
  async photoHashes(clubId: number): Promise<string[]> {
    const rows = rowsOf<{ hash: string }>(
      await this.db.execute(sql`select public_id as hash from profiles where club_id = ${clubId}::int and photo is not null`),
    );
    return rows.map((r) => r.hash);
  }
}
