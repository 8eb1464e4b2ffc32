import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';

/** Who sent a request (the bearer plugin's `request.actor`): public ids, as in the token. */
export type RequestActor = { userId: string; impersonatorId?: string };

export type AuditEntry = {
  action: string;
  actorUserId?: number | null;
  impersonatedBy?: number | null;
  /**
   * The request's actor; when given it fills actorUserId (the account that acted) and
   * impersonatedBy (the real person behind an impersonation token), so no caller can forget it.
   */
  actor?: RequestActor | null;
  clubId?: number | null;
  target?: string | null;
  metadata?: Record<string, unknown>;
  ip?: string | null;
};

const userIdOf = (publicId: string): SQL<number> => sql`(select ${users.id} from ${users} where ${users.publicId} = ${publicId})`;

/** Appends one audit row (inside the caller's transaction when given one); failures propagate. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: actor ? userIdOf(actor.userId) : (entry.actorUserId ?? null),
    impersonatedBy: actor?.impersonatorId ? userIdOf(actor.impersonatorId) : (entry.impersonatedBy ?? null),
    clubId: entry.clubId ?? null,
    target: entry.target ?? null,
    metadata: entry.metadata ?? null,
    ip: entry.ip ?? null,
  });
}
