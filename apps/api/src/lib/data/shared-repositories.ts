import type { Db } from '../../db/client';
import { AuditRepository } from '../audit';
import { NotificationsRepository } from '../outbox/enqueue';
import { OutboxRepository } from '../outbox/outbox.repository';

/**
 * The lib-level repositories every feature may use beside its own: the audit trail and the
 * outbox (notifications are written into it, the dev mail page and the sender read it). Kept
 * to these three on purpose: anything else a feature reads belongs to the feature that owns
 * it and reaches others through that feature's public interface (`ctx.use`).
 */
export const sharedRepositories = (db: Db) => ({
  audit: new AuditRepository(db),
  notifications: new NotificationsRepository(db),
  outbox: new OutboxRepository(db),
});

export type SharedRepositories = ReturnType<typeof sharedRepositories>;
