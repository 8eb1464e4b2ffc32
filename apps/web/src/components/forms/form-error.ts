import type { ErrorCode } from '@tribuna/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error';

/** Error codes whose spec text (forms:server.<key>) is shown as the form's message. */
const SERVER_KEYS: Partial<Record<ErrorCode | 'NETWORK', string>> = {
  VALIDATION_FAILED: 'validationFailed',
  REGISTRATION_FAILED: 'registrationFailed',
  INVALID_CODE: 'invalidCode',
  RECOVERY_CODE_NOT_FOUND: 'recoveryCodeNotFound',
  RECOVERY_DATA_MISSING: 'recoveryDataMissing',
  EMAIL_TOKEN_MISSING: 'emailTokenMissing',
  EMAIL_VALIDATION_FAILED: 'emailValidationFailed',
  PROFILE_EXISTS: 'profileExists',
  PROFILE_CREATION_FAILED: 'profileCreationFailed',
  INVITATION_INVALID: 'invitationInvalid',
  ACCESS_REQUEST_EXISTS: 'accessRequestExists',
  RATE_LIMITED: 'rateLimited',
  NETWORK: 'network',
};

/** Seconds to wait after a 429: the API writes them in the body's detail ("Retry in 42 seconds."). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const match = /(\d+)\s*second/i.exec(error.detail ?? '');
  return match ? Number(match[1]) : null;
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 429 || error.errorCode === 'RATE_LIMITED');
}

/**
 * The translated message of a failed form submission. `fallbackKey` (a full key) is used for
 * errors without their own text, e.g. `forms:server.registrationFailed` on the signup form.
 * A rate limit adds the wait time from Retry-After.
 */
export function formErrorText(t: TFunction, error: unknown, fallbackKey = 'forms:server.unexpected'): string {
  if (isRateLimited(error)) {
    const seconds = retryAfterSeconds(error);
    const base = t('forms:server.rateLimited');
    return seconds ? `${base} ${t('forms:server.retryIn', { count: seconds })}` : base;
  }
  const code = error instanceof ApiError ? (error.errorCode as ErrorCode | 'NETWORK') : undefined;
  const key = code ? SERVER_KEYS[code] : undefined;
  return key ? t(`forms:server.${key}`) : t(fallbackKey);
}
