import { describeIssue, FIELD_ERROR_VALUES, isFieldErrorCode, type FieldErrorCode, type IssueLike } from '@tribuna/contract';
import type { TFunction } from 'i18next';
import { ApiError, type ReceivedInvalidParam } from '../../lib/api-error';

/**
 * Problems per field, keyed by the dotted path the API uses in invalidParams (`user.username`).
 * Each is a field error code (FIELD_ERRORS), or the server's English text when this build does
 * not know the code the server sent.
 */
export type FieldErrors = Partial<Record<string, string[]>>;

/** What a zod `safeParse` returns; typed structurally so the web app needs no direct zod import. */
interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly (IssueLike & { path: readonly PropertyKey[] })[] } };
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

function add(errors: FieldErrors, field: string, problem: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(problem)) list.push(problem);
  errors[field] = list;
}

/** Runs the SAME contract schema the API uses and groups its issues' codes by field. */
export function validateWith<T>(schema: SafeParser<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) add(errors, issue.path.map(String).join('.') || 'body', describeIssue(issue).code);
  return { ok: false, errors };
}

/** A server field's problems by code; the English text stands in for a code this build does not know. */
export function fieldErrorsFromParams(params: readonly ReceivedInvalidParam[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const param of params) {
    param.errors.forEach((message, index) => {
      const code = param.codes?.[index];
      add(errors, param.field || 'body', isFieldErrorCode(code) ? code : message);
    });
  }
  return errors;
}

/** Field errors of a 400/422 answer (spec 8 invalidParamsList); empty for any other failure. */
export function fieldErrorsFromApiError(error: unknown): FieldErrors {
  return error instanceof ApiError ? fieldErrorsFromParams(error.invalidParams) : {};
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((list) => (list?.length ?? 0) > 0);
}

/** The i18n key of a field error code. */
export const fieldErrorKey = (code: FieldErrorCode): string => `forms:fieldErrors.${code}`;

/**
 * Translates one field problem: a code through `forms:fieldErrors.<code>`, with the numbers the
 * contract quotes (FIELD_ERROR_VALUES); anything else is the server's own English text for a code
 * this build does not know yet, shown as it came.
 */
export function translateFieldError(t: TFunction, problem: string): string {
  return isFieldErrorCode(problem) ? t(fieldErrorKey(problem), FIELD_ERROR_VALUES) : problem;
}

/** The FIELD_ERRORS code a 409 or 404 names as its precise cause, if any. */
export function errorReason(error: unknown): FieldErrorCode | undefined {
  return error instanceof ApiError && isFieldErrorCode(error.reason) ? error.reason : undefined;
}

/**
 * A schema's refinements (such as "passwords match") only run once every field is valid, so a
 * form checks the match itself too: the person sees every problem after one submission.
 */
export function withPasswordMatch(errors: FieldErrors, password: string, confirmation: string, field: string): FieldErrors {
  if (password === confirmation || errors[field]?.includes('passwordsDoNotMatch')) return errors;
  const next = { ...errors };
  add(next, field, 'passwordsDoNotMatch');
  return next;
}
