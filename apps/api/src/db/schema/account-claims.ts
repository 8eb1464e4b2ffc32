import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';
import { users } from './users';

/**
 * Single-use links that let the owner of an email take over a person's record (a child who came
 * of age) as their own account. The manager only sends the link; nothing is created or linked
 * until the owner opens it. Only a SHA-256 of the token is stored.
 */
export const accountClaims = pgTable(
  'account_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: only this account may claim it. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_claims_token_hash_key').on(t.tokenHash),
    // One open link per person: a newer link replaces the older one in place (upsert), so an
    // earlier email stops working the moment a new one is sent.
    uniqueIndex('account_claims_open_per_profile_key')
      .on(t.profileId)
      .where(sql`${t.usedAt} is null`),
    index('account_claims_club_idx').on(t.clubId),
  ],
);
