import { accountHandedOverTemplate } from './account-handed-over.template';
import { contactCopyTemplate } from './contact-copy.template';
import { contactReceivedTemplate } from './contact-received.template';
import type { Template } from './define-template';
import { bookingCancelledTemplate } from './booking-cancelled.template';
import { bookingConfirmedTemplate } from './booking-confirmed.template';
import { emailValidationTemplate } from './email-validation.template';
import { managerAccessDecidedTemplate } from './manager-access-decided.template';
import { managerAccessRequestedTemplate } from './manager-access-requested.template';
import { messageReceivedTemplate } from './message-received.template';
import { messagesDigestTemplate } from './messages-digest.template';
import { orderReceiptTemplate } from './order-receipt.template';
import { passwordChangedTemplate } from './password-changed.template';
import { preEnrollmentDecidedTemplate } from './pre-enrollment-decided.template';
import { preEnrollmentRequestedTemplate } from './pre-enrollment-requested.template';
import { passwordResetCodeTemplate } from './password-reset-code.template';
import { registrationAttemptTemplate } from './registration-attempt.template';

/** Every notification template by name: one import and one entry per template file. */
export const TEMPLATES = {
  [bookingCancelledTemplate.name]: bookingCancelledTemplate,
  [bookingConfirmedTemplate.name]: bookingConfirmedTemplate,
  [accountHandedOverTemplate.name]: accountHandedOverTemplate,
  [contactCopyTemplate.name]: contactCopyTemplate,
  [contactReceivedTemplate.name]: contactReceivedTemplate,
  [emailValidationTemplate.name]: emailValidationTemplate,
  [managerAccessDecidedTemplate.name]: managerAccessDecidedTemplate,
  [managerAccessRequestedTemplate.name]: managerAccessRequestedTemplate,
  [messageReceivedTemplate.name]: messageReceivedTemplate,
  [messagesDigestTemplate.name]: messagesDigestTemplate,
  [orderReceiptTemplate.name]: orderReceiptTemplate,
  [passwordChangedTemplate.name]: passwordChangedTemplate,
  [passwordResetCodeTemplate.name]: passwordResetCodeTemplate,
  [preEnrollmentDecidedTemplate.name]: preEnrollmentDecidedTemplate,
  [preEnrollmentRequestedTemplate.name]: preEnrollmentRequestedTemplate,
  [registrationAttemptTemplate.name]: registrationAttemptTemplate,
} satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;
