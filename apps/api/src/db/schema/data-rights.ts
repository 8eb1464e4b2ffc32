import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';
import { users } from './users';

/** One line of an erasure's dry run (the contract's ErasurePlanLine), kept with the request. */
export type ErasurePlanLineRow = { item: string; outcome: string; count: number; reason: string; keptUntil: string | null };

/**
 * A person's erasure (issue 25 part 4): asked by one manager with its dry run, approved by
 * another, carried out after the 14-day undo window. The person's name is kept here only until
 * the erasure is carried out (then it is the profile's hash and the plan, nothing personal).
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    personHash: text('person_hash').notNull(),
    personName: text('person_name'),
    status: text('status').notNull().default('awaiting_approval'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day the person asked; the legal answer is due one month later (`due_on`). */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    executesAt: timestamp('executes_at', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    closedByName: text('closed_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    note: text('note'),
    plan: jsonb('plan').$type<ErasurePlanLineRow[]>().notNull(),
    /** What approval changed on the profile, so an undo restores it. */
    restore: jsonb('restore').$type<{ enabled: boolean }>(),
  },
  (t) => [
    uniqueIndex('erasure_requests_public_id_key').on(t.publicId),
    // One open request per person: a second one would race the first's approval.
    uniqueIndex('erasure_requests_open_key')
      .on(t.profileId)
      .where(sql`${t.status} in ('awaiting_approval', 'scheduled')`),
    index('erasure_requests_club_idx').on(t.clubId, t.requestedAt),
    index('erasure_requests_due_idx')
      .on(t.executesAt)
      .where(sql`${t.status} = 'scheduled'`),
    check('erasure_requests_status_known', sql`${t.status} in ('awaiting_approval', 'scheduled', 'executed', 'cancelled', 'undone')`),
  ],
);
