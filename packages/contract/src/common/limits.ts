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

/** Messaging (issue 10). Subjects and bodies beyond these are refused, not cut. */
export const MAILBOX_NAME_MAX = 80;
export const THREAD_SUBJECT_MAX = 150;
/** The sanitized HTML of one message. */
export const MESSAGE_BODY_MAX = 20_000;
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** One attachment: 10 MiB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Recipient choices in one new thread (a choice may be a whole team or every athlete). */
export const THREAD_TARGETS_MAX = 200;
