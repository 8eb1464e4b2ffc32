import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * Per-club counters. The membership number trigger (migration 0005) bumps the row in the
 * inserting transaction, so numbers are sequential and a rolled-back insert leaves no gap.
 */
export const peopleCounters = pgTable('people_counters', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  lastMembershipNumber: integer('last_membership_number').notNull().default(0),
});

/**
 * A people import session (issue 4 part 3): the parsed file is kept here between the upload,
 * the mapping and the commit, so any API process can continue it.
 */
export const peopleImports = pgTable(
  'people_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('uploaded'),
    fileName: text('file_name').notNull(),
    /** ClubRole every imported row gets. */
    type: text('type').notNull().default('member'),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>(),
    skipRows: jsonb('skip_rows').$type<number[]>().notNull().default([]),
    // `code` is a FIELD_ERRORS code; rows checked before codes existed have none.
    errors: jsonb('errors').$type<{ row: number; field: string; reason: string; code?: string }[]>().notNull().default([]),
    invalidRows: integer('invalid_rows').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('people_imports_public_id_key').on(t.publicId),
    index('people_imports_club_idx').on(t.clubId, t.createdAt),
    check('people_imports_status_known', sql`${t.status} in ('uploaded', 'validated', 'committing', 'committed', 'failed')`),
  ],
);
