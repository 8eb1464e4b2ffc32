import type { TemplatesNamed } from '../../../lib/outbox/templates/template-registry';
import { joiningDecidedTemplate } from './joining-decided.template';

/** The outbox templates this feature sends; its entry declares them (`outboxTemplates`). */
export const JOINING_TEMPLATES = [joiningDecidedTemplate] as const;

declare module '../../../lib/outbox/templates/template-registry' {
  // Their names join the outbox's typed template names (enqueue accepts only declared ones).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface OutboxTemplateNames extends TemplatesNamed<typeof JOINING_TEMPLATES> {}
}
