import type { TemplatesNamed } from '../../../lib/outbox/templates/template-registry';
import { managerAccessDecidedTemplate } from './manager-access-decided.template';
import { managerAccessRequestedTemplate } from './manager-access-requested.template';
import { preEnrollmentDecidedTemplate } from './pre-enrollment-decided.template';

/** The outbox templates this feature sends; its entry declares them (`outboxTemplates`). */
export const ONBOARDING_TEMPLATES = [managerAccessDecidedTemplate, managerAccessRequestedTemplate, preEnrollmentDecidedTemplate] as const;

declare module '../../../lib/outbox/templates/template-registry' {
  // Their names join the outbox's typed template names (enqueue accepts only declared ones).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface OutboxTemplateNames extends TemplatesNamed<typeof ONBOARDING_TEMPLATES> {}
}
