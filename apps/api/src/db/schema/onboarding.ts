import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * A person asks to become a manager of an existing club (spec 4): pending until a current
 * manager approves (a manager profile is created) or refuses it.
 */
export const managerAccessRequests = pgTable(
  'manager_access_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    message: text('message'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('manager_access_requests_public_id_key').on(t.publicId),
    // One pending request per person and club, enforced by the database (no race).
    uniqueIndex('manager_access_requests_pending_key')
      .on(t.clubId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('manager_access_requests_club_idx').on(t.clubId, t.status, t.createdAt),
    index('manager_access_requests_user_idx').on(t.userId, t.createdAt),
    check('manager_access_requests_status_known', sql`${t.status} in ('pending', 'approved', 'refused')`),
  ],
);
