import type { TemplatesNamed } from '../../../lib/outbox/templates/template-registry';
import { bookingConfirmedTemplate } from './booking-confirmed.template';
import { bookingCancelledTemplate } from './booking-cancelled.template';

/** The outbox templates this feature sends; its entry declares them (`outboxTemplates`). */
export const BOOKINGS_TEMPLATES = [bookingConfirmedTemplate, bookingCancelledTemplate] as const;

declare module '../../../lib/outbox/templates/template-registry' {
  // Their names join the outbox's typed template names (enqueue accepts only declared ones).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface OutboxTemplateNames extends TemplatesNamed<typeof BOOKINGS_TEMPLATES> {}
}
