import { ALREADY_HAS_ACCOUNT, DUPLICATE_DNI, GUARDIAN_OF_SELF, NOT_A_GUARDIAN } from '@tribuna/contract';
import type { TFunction } from 'i18next';
import { fieldErrorsFromApiError, formErrorText, hasFieldErrors, translateFieldError, type FieldErrors } from '../../../components/forms';
import { ApiError } from '../../../lib/api-error';

/** The API's own refusal when a manager disables their own profile (people.service.ts). */
export const CANNOT_DISABLE_SELF = 'You cannot disable your own profile';
/** …and when they switch off their own panel access. */
export const CANNOT_REVOKE_OWN_PANEL = 'You cannot remove your own panel access';

/** English texts of the people and families API → keys of the `person` namespace. */
export const PERSON_FIELD_MESSAGES: Record<string, string> = {
  [DUPLICATE_DNI]: 'person:errors.duplicateDni',
  [NOT_A_GUARDIAN]: 'person:errors.notAGuardian',
  [GUARDIAN_OF_SELF]: 'person:errors.guardianOfSelf',
  [ALREADY_HAS_ACCOUNT]: 'person:errors.alreadyHasAccount',
  [CANNOT_DISABLE_SELF]: 'person:errors.cannotDisableSelf',
  [CANNOT_REVOKE_OWN_PANEL]: 'person:errors.cannotRevokeOwnPanel',
  'Use the format YYYY-MM-DD': 'person:errors.dateFormat',
};

/** One field's messages, translated and joined, or undefined when it has none. */
export function fieldErrorText(t: TFunction, errors: FieldErrors, ...fields: string[]): string | undefined {
  const list = fields.flatMap((field) => errors[field] ?? []);
  return list.length ? list.map((message) => translateFieldError(t, message, PERSON_FIELD_MESSAGES)).join(' ') : undefined;
}

/**
 * Any failure of a person-level call as one sentence: the first known field message (409
 * "already has an account", 400 "cannot disable yourself"…), else the error code's text.
 */
export function personErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  const fields = fieldErrorsFromApiError(error);
  if (hasFieldErrors(fields)) return fieldErrorText(t, fields, ...Object.keys(fields)) ?? t(fallbackKey);
  if (error instanceof ApiError && PERSON_FIELD_MESSAGES[error.message]) return t(PERSON_FIELD_MESSAGES[error.message]!);
  if (error instanceof ApiError && error.errorCode === 'NOT_FOUND') return t('person:errors.notFound');
  return formErrorText(t, error, fallbackKey);
}
