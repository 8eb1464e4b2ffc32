/**
 * Limits that both a schema and a message quote. They live here, apart from the schemas, so the
 * field error catalogue (field-errors.ts) can word its messages without importing a schema file.
 * Each is re-exported by the module it belongs to (auth, db-bounds, people-import).
 */

/** Password rules (spec 5): 8–24 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 24;

/** Calendar days a person or a season can meaningfully have; PostgreSQL has no year 0. */
export const FIRST_CALENDAR_DAY = '1900-01-01';
export const LAST_CALENDAR_DAY = '9999-12-31';

/** People import: past these a file is refused, not read. */
export const PEOPLE_IMPORT_MAX_ROWS = 5000;
/** A people list needs a dozen columns. */
export const PEOPLE_IMPORT_MAX_COLUMNS = 100;
/** Rows × columns, header included. */
export const PEOPLE_IMPORT_MAX_CELLS = 250_000;
