import { ApiError } from '../../../lib/api-error';

/** The link cannot be used (unknown, expired, used or replaced): the API's one answer for all. */
export function isInvalidClaim(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === 'ACCOUNT_CLAIM_INVALID';
}

/** The text of a refused claim that has no field to sit beside (full i18n key). */
export function claimFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.errorCode === 'ACCOUNT_CLAIM_WRONG_ACCOUNT') return 'account:claim.wrongAccount';
  return 'account:claim.failed';
}
