/** Shared form pieces (signup, recovery, onboarding, change password, and every create/edit dialog). */
export {
  errorReason,
  fieldErrorKey,
  fieldErrorsFromApiError,
  fieldErrorsFromParams,
  hasFieldErrors,
  translateFieldError,
  validateWith,
  withPasswordMatch,
} from './field-errors';
export type { FieldErrors, Validation } from './field-errors';
export { describedBy, FieldMessage } from './field-message';
export { FormCheckbox } from './form-checkbox';
export { FormTextField } from './form-text-field';
export { PasswordField } from './password-field';
export { PasswordRulesList } from './password-rules-list';
export { passwordMeetsRules, passwordRuleResults, PASSWORD_RULES } from './password-rules';
export { useFieldErrors } from './use-field-errors';
export { formErrorText, isRateLimited, retryAfterSeconds } from './form-error';
export { FormAlert } from './form-alert';
export { FormRadioGroup } from './form-radio-group';
export { NewAccountSecretFields } from './new-account-secret-fields';
export type { NewAccountSecretValues } from './new-account-secret-fields';
export { FormActions } from './form-actions';
export { FormModal } from './form-modal';
export { useSaveForm } from './use-save-form';
export type { SaveFormOptions, SaveProblem } from './use-save-form';
