import type { NotificationsRepository } from '../../lib/outbox/enqueue';
import { messageLocale } from './account-secrets';

/** The "your password was changed" mail, sent in the unit of work that changed it (change or reset). */
export function notifyPasswordChanged(
  notifications: NotificationsRepository,
  user: { id: number; email: string; locale: string | null },
): Promise<void> {
  return notifications.enqueue({
    channel: 'email',
    to: user.email,
    template: 'password-changed',
    locale: messageLocale(user.locale),
    data: {},
    userId: user.id,
  });
}
