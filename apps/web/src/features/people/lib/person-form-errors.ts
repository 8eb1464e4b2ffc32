import type { TFunction } from 'i18next';
import {
  errorReason,
  fieldErrorsFromApiError,
  formErrorText,
  hasFieldErrors,
  translateFieldError,
  type FieldErrors,
} from '../../../components/forms';
import { ApiError } from '../../../lib/api-error';

/** One field's problems, translated and joined, or undefined when it has none. */
export function fieldErrorText(t: TFunction, errors: FieldErrors, ...fields: string[]): string | undefined {
  const list = fields.flatMap((field) => errors[field] ?? []);
  return list.length ? list.map((problem) => translateFieldError(t, problem)).join(' ') : undefined;
}

/**
 * Any failure of a person-level call as one sentence: the first known field message (409
 * "already has an account", 400 "cannot disable yourself"…), else the error code's text.
 */
export function personErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  const fields = fieldErrorsFromApiError(error);
  if (hasFieldErrors(fields)) return fieldErrorText(t, fields, ...Object.keys(fields)) ?? t(fallbackKey);
  const reason = errorReason(error);
  if (reason) return translateFieldError(t, reason);
  if (error instanceof ApiError && error.errorCode === 'NOT_FOUND') return t('person:errors.notFound');
  return formErrorText(t, error, fallbackKey);
}
