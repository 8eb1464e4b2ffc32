import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/**
 * Invitation links a manager creates per profile type (spec 1: joining needs a link). The token
 * in the link is stored as a SHA-256 (lookup) and sealed with the server secret (so managers can
 * copy the link again); a database dump alone lets nobody join a club.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** INVITABLE_ROLES of the contract: member, player, guardian. */
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The joiner's profile may scan at the door (issue 24: a volunteer invited as controller). */
    accessController: boolean('access_controller').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_public_id_key').on(t.publicId),
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_club_idx').on(t.clubId, t.createdAt),
    check('invitations_role_known', sql`${t.role} in ('member', 'player', 'guardian')`),
    check('invitations_uses_within_max', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);
