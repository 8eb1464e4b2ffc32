import { sql } from 'drizzle-orm';

/**
 * A new public id made by the database, for set-based inserts: 16 random bytes as base64url (22
 * characters), the same shape lib/ids newPublicId makes (no pgcrypto needed: a v4 uuid's bytes).
 */
export const sqlPublicId = sql.raw(
  `rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`,
);

/** The rows of a raw `db.execute` answer: db/rows.ts, named here too for the fees files that read it from here. */
export { rowsOf } from '../../db/rows';
