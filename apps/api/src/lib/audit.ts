import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  action: string;
  actorUserId?: number | null;
  impersonatedBy?: number | null;
  clubId?: number | null;
  target?: string | null;
  metadata?: Record<string, unknown>;
  ip?: string | null;
};

/** Appends one audit row. Security events must be recorded, so failures propagate. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    impersonatedBy: entry.impersonatedBy ?? null,
    clubId: entry.clubId ?? null,
    target: entry.target ?? null,
    metadata: entry.metadata ?? null,
    ip: entry.ip ?? null,
  });
}
