import { ApiError } from '../../../lib/api-error';

/** Whole-form message key for a failed join, or null when the field errors say it all. */
export function joinErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return 'onboarding:errors.profileCreationFailed';
  if (error.errorCode === 'PROFILE_EXISTS') return 'onboarding:errors.profileExists';
  if (error.errorCode === 'INVITATION_INVALID') return 'onboarding:errors.invitationInvalid';
  if (error.invalidParams.length > 0) return null;
  if (error.errorCode === 'RATE_LIMITED') return 'onboarding:errors.rateLimited';
  return 'onboarding:errors.profileCreationFailed';
}

/** The preview failed because the link is unknown, expired, revoked or used up (not a crash). */
export function isInvalidInvitation(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.errorCode === 'INVITATION_INVALID' || error.httpStatus === 404 || error.httpStatus === 410 || error.httpStatus === 400)
  );
}
