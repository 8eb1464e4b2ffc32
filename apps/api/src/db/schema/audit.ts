import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { users } from './users';

/** Append-only record of security-relevant actions (logins, logouts, token reuse, …). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatedBy: integer('impersonated_by').references(() => users.id, { onDelete: 'set null' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_club_idx').on(t.clubId, t.createdAt),
    // The club's log newest first, keyset-paged by id (Administration → Audit, issue 25).
    index('audit_log_club_id_idx').on(t.clubId, t.id),
    index('audit_log_club_target_idx').on(t.clubId, t.target, t.id),
  ],
);
