import type { Db } from '../../db/client';
import { enqueueNotification, type Tx } from '../../lib/outbox/enqueue';
import { messageLocale } from './account-secrets';

/** The "your password was changed" mail, sent in the transaction that changed it (change or reset). */
export function notifyPasswordChanged(tx: Db | Tx, user: { id: number; email: string; locale: string | null }): Promise<void> {
  return enqueueNotification(tx, {
    channel: 'email',
    to: user.email,
    template: 'password-changed',
    locale: messageLocale(user.locale),
    data: {},
    userId: user.id,
  });
}
