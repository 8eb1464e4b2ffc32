import type { TemplatesNamed } from '../../../lib/outbox/templates/template-registry';
import { emailValidationTemplate } from './email-validation.template';
import { passwordResetCodeTemplate } from './password-reset-code.template';
import { passwordChangedTemplate } from './password-changed.template';
import { registrationAttemptTemplate } from './registration-attempt.template';

/** The outbox templates this feature sends; its entry declares them (`outboxTemplates`). */
export const ACCOUNTS_TEMPLATES = [
  emailValidationTemplate,
  passwordResetCodeTemplate,
  passwordChangedTemplate,
  registrationAttemptTemplate,
] as const;

declare module '../../../lib/outbox/templates/template-registry' {
  // Their names join the outbox's typed template names (enqueue accepts only declared ones).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface OutboxTemplateNames extends TemplatesNamed<typeof ACCOUNTS_TEMPLATES> {}
}
