import type { TFunction } from 'i18next';
import { errorReason, fieldErrorsFromApiError, translateFieldError } from '../../../components/forms/field-errors';
import { MissingProfileError } from '../../../lib/api-route';

/**
 * The translated reason a messaging call failed: the 409's reason (spec 5's refusals, spec 8's
 * mailbox texts), else the first field problem, else `fallbackKey` (spec 8's "not able to …").
 */
export function messagingErrorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof MissingProfileError) return t('messages:errors.noProfile');
  const reason = errorReason(error);
  if (reason) return translateFieldError(t, reason);
  const problem = Object.values(fieldErrorsFromApiError(error)).flat()[0];
  return problem ? translateFieldError(t, problem) : t(fallbackKey);
}
