import {
  ERROR_MESSAGES,
  IDENTIFICATION_INVALID,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORDS_DO_NOT_MATCH,
  PRIVACY_NOT_ACCEPTED,
  type InvalidParam,
} from '@tribuna/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error';

/** Messages per field, keyed by the dotted path the API uses in invalidParams (`user.username`). */
export type FieldErrors = Partial<Record<string, string[]>>;

/** What a zod `safeParse` returns; typed structurally so the web app needs no direct zod import. */
interface SafeParser<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

function add(errors: FieldErrors, field: string, message: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

/** Runs the SAME contract schema the API uses and groups its issues by field. */
export function validateWith<T>(schema: SafeParser<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) add(errors, issue.path.map(String).join('.') || 'body', issue.message);
  return { ok: false, errors };
}

export function fieldErrorsFromParams(params: readonly InvalidParam[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const param of params) for (const message of param.errors) add(errors, param.field || 'body', message);
  return errors;
}

/** Field errors of a 400/422 answer (spec 8 invalidParamsList); empty for any other failure. */
export function fieldErrorsFromApiError(error: unknown): FieldErrors {
  return error instanceof ApiError ? fieldErrorsFromParams(error.invalidParams) : {};
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((list) => (list?.length ?? 0) > 0);
}

/** The contract's English messages (API and client schemas) → keys of the `forms` namespace. */
const KNOWN: Record<string, string> = {
  'This value should not be blank.': 'errors.required',
  'This value is not a valid email address.': 'errors.email',
  'This value is not a valid phone number.': 'errors.phone',
  [IDENTIFICATION_INVALID]: 'errors.identification',
  [`The password must be at least ${PASSWORD_MIN} characters long`]: 'errors.passwordMin',
  [`The password must be at most ${PASSWORD_MAX} characters long`]: 'errors.passwordMax',
  'The password must contain a lowercase letter': 'errors.passwordLower',
  'The password must contain an uppercase letter': 'errors.passwordUpper',
  'The password must contain a number': 'errors.passwordDigit',
  'The password must contain a symbol': 'errors.passwordSymbol',
  [PASSWORDS_DO_NOT_MATCH]: 'errors.passwordsDoNotMatch',
  [PRIVACY_NOT_ACCEPTED]: 'errors.privacyRequired',
  'The code has 6 digits': 'errors.codeFormat',
  'WhatsApp needs your consent': 'errors.whatsappConsent',
  [ERROR_MESSAGES.validationFailed]: 'errors.required',
};

/**
 * Translates one field message. `extra` lets a feature add its own messages (full keys with a
 * namespace, e.g. `{ [SHORTNAME_TAKEN]: 'onboarding:errors.shortnameTaken' }`). Unknown texts
 * (zod's defaults, a newer API) fall back to a generic translated sentence, never raw English.
 */
export function translateFieldError(t: TFunction, message: string, extra: Record<string, string> = {}): string {
  const custom = extra[message];
  if (custom) return t(custom);
  const key = KNOWN[message];
  if (key) return t(`forms:${key}`, { min: PASSWORD_MIN, max: PASSWORD_MAX });
  // zod's own wording for length limits ("Too big: expected string to have <=80 characters").
  if (/too big|at most|<=/i.test(message)) return t('forms:errors.tooLong');
  if (/too small|at least|>=/i.test(message)) return t('forms:errors.tooShort');
  if (/required/i.test(message)) return t('forms:errors.required');
  return t('forms:errors.invalid');
}

/**
 * A schema's refinements (such as "passwords match") only run once every field is valid, so a
 * form checks the match itself too: the person sees every problem after one submission.
 */
export function withPasswordMatch(errors: FieldErrors, password: string, confirmation: string, field: string): FieldErrors {
  if (password === confirmation || errors[field]?.includes(PASSWORDS_DO_NOT_MATCH)) return errors;
  const next = { ...errors };
  add(next, field, PASSWORDS_DO_NOT_MATCH);
  return next;
}
