import type { TemplatesNamed } from '../../../lib/outbox/templates/template-registry';
import { feeReminderTemplate } from './fee-reminder.template';
import { sepaPreNotificationTemplate } from '../sepa/pre-notification.template';

/** The outbox templates the fees feature sends; its entry declares them (`outboxTemplates`). */
export const FEES_TEMPLATES = [feeReminderTemplate, sepaPreNotificationTemplate] as const;

declare module '../../../lib/outbox/templates/template-registry' {
  // Their names join the outbox's typed template names (enqueue accepts only declared ones).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface OutboxTemplateNames extends TemplatesNamed<typeof FEES_TEMPLATES> {}
}
