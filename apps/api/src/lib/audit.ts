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

/** What a service says about one of its writes; who, where and from which address come from the context. */
export type AuditEvent = { action: string; target?: string | null; metadata?: Record<string, unknown> };

/**
 * Who acted, in which club, from where: a request context, or a public route's context once it
 * knows the account and club it acts for (lib/route/request-context.ts `actingAs`).
 */
export type AuditContext = { actor: RequestActor | null; club: { id: number } | null; ip: string };

/**
 * The audit log as a repository: bound to a unit of work's transaction, the row commits with
 * the change it describes. The actor (and an impersonator behind them), the club and the
 * address are read from the request context, so no caller can leave them out.
 */
export class AuditRepository {
  constructor(private readonly db: Pick<Db, 'insert'>) {}

  record(ctx: AuditContext, event: AuditEvent): Promise<void> {
    return recordAudit(this.db, { ...event, actor: ctx.actor, clubId: ctx.club?.id ?? null, ip: ctx.ip });
  }
}
