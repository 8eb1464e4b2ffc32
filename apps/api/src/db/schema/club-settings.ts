import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * The privacy policy and terms versions a user last accepted in a club. A club publishing a
 * higher version (clubs.privacy_version / terms_version) asks the user to accept again. No row
 * counts as versions 1 accepted: every club starts at 1, so nobody is asked before a club
 * publishes a new version.
 */
export const clubPolicyAcceptances = pgTable(
  'club_policy_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    privacyVersion: integer('privacy_version').notNull(),
    termsVersion: integer('terms_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clubId] })],
);
