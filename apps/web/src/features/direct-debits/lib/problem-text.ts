import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';

/** The words of an API refusal: the field error or 409 reason in the `forms` namespace, else the fallback. */
export function problemText(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const code = error.reason ?? error.invalidParams[0]?.codes?.[0];
  return code ? t(`forms:fieldErrors.${code}`, { defaultValue: fallback }) : fallback;
}
