import { ApiError } from '../../../lib/api-error';

/**
 * A failed network call falls back to the saved copy at once instead of waiting for retries;
 * a 5xx is tried once more; a client error never changes on retry.
 */
export function cardRetry(failureCount: number, error: Error): boolean {
  if (!(error instanceof ApiError)) return failureCount < 1;
  if (isUnreachable(error)) return false;
  return error.httpStatus >= 500 && failureCount < 1;
}

/** The API could not be reached (offline, DNS, server down): the case a saved copy is for. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.errorCode === 'NETWORK' || error.httpStatus === 0 || error.httpStatus >= 500);
}

/**
 * The club has switched off a feature the call needs: area_privada_socios (no My ID at all) or,
 * for the children's cards, records_from_children (guardians cannot act for their children).
 */
export function isFeatureDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 403 && error.errorCode === 'FEATURE_DISABLED';
}
