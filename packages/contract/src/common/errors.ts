import { z } from 'zod';
import { FieldErrorCodeSchema } from './field-errors';

/**
 * Stable error codes. The API sends one in every error body (`errorCode`); the web app maps it
 * to a translated message. Never rename a code: clients depend on it.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_BODY',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'REFRESH_FAILED',
  'FORBIDDEN',
  'FEATURE_DISABLED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'REGISTRATION_FAILED',
  'PASSWORD_WRONG',
  'INVALID_CODE',
  'RECOVERY_CODE_NOT_FOUND',
  'RECOVERY_DATA_MISSING',
  'EMAIL_TOKEN_MISSING',
  'EMAIL_VALIDATION_FAILED',
  'PROFILE_EXISTS',
  'PROFILE_CREATION_FAILED',
  'INVITATION_INVALID',
  'ACCESS_REQUEST_EXISTS',
  'IMPERSONATION_FORBIDDEN',
  'IMPERSONATION_ENDED',
  'ACCOUNT_CLAIM_INVALID',
  'ACCOUNT_CLAIM_WRONG_ACCOUNT',
  /** A door phone revoked by the club (issue 24): it drops its key and offline data. */
  'DEVICE_REVOKED',
  /** A door phone's secret missing or unknown in this club: register it again. */
  'DEVICE_UNKNOWN',
  /** The database is unreachable (issue 26): try again after the answer's Retry-After seconds. */
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/**
 * One field's problems in a validation error (spec 8): `errors` holds the English texts, and
 * `codes[i]` is the code of `errors[i]` (FIELD_ERRORS), which clients match and translate.
 */
export const InvalidParamSchema = z.object({
  field: z.string(),
  errors: z.array(z.string()),
  codes: z.array(FieldErrorCodeSchema),
});
export type InvalidParam = z.infer<typeof InvalidParamSchema>;

/** 400/422 validation body: `detail` plus `invalidParamsList.invalidParams` (spec 8). */
export const ValidationErrorBodySchema = z.object({
  code: z.number().int(),
  errorCode: ErrorCodeSchema,
  message: z.string(),
  detail: z.string(),
  invalidParamsList: z.object({ invalidParams: z.array(InvalidParamSchema) }),
  requestId: z.string().optional(),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBodySchema>;

/** Generic body: `{code, message}` where code is the HTTP status (spec 8). */
export const GenericErrorBodySchema = z.object({
  code: z.number().int(),
  errorCode: ErrorCodeSchema,
  message: z.string(),
  detail: z.string().optional(),
  /** The precise cause when one code is not enough (a 409's "already has an account"): a FIELD_ERRORS code. */
  reason: FieldErrorCodeSchema.optional(),
  /** The request's id, as in its `x-request-id` header and log lines: what a person quotes to support. */
  requestId: z.string().optional(),
});
export type GenericErrorBody = z.infer<typeof GenericErrorBodySchema>;

export const ErrorBodySchema = z.union([ValidationErrorBodySchema, GenericErrorBodySchema]);
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Exact texts the spec fixes for the API side. */
export const ERROR_MESSAGES = {
  invalidCredentials: 'Invalid credentials.',
  validationFailed: 'Please fill required fields',
  malformedBody: 'The request body is not valid JSON.',
  unauthenticated: 'Authentication is required.',
  tokenExpired: 'Your session has expired, please log in again',
  tokenInvalid: 'The authentication token is not valid.',
  refreshFailed: 'Token refresh failed',
  forbidden: 'You are not allowed to do this.',
  featureDisabled: 'This feature is not enabled for the club.',
  notFound: 'Not found.',
  routeNotFound: 'No route matches this request.',
  rateLimited: 'Too many requests, try again later.',
  internal: 'An unexpected error has occurred, try again later',
  registrationFailed: 'An error occurred while registering',
  passwordWrong: 'Password is wrong',
  passwordWrongDetail: "The password you set as current password doesn't match with the one we have registered",
  invalidCode:
    'Invalid code: The code entered is not correct. Make sure it matches the one we sent you, that it has not expired, or try another method.',
  recoveryCodeNotFound: 'Recovery code not found',
  recoveryDataMissing: "Something happened and some data is missing, we couldn't set your new password",
  emailTokenMissing: 'The email validation token was not provided',
  emailValidationFailed: 'An error occurred while validating your email',
  profileExists: 'User already has a profile of this type',
  profileCreationFailed: 'It was not possible to create a new profile, contact support',
  invitationInvalid: 'This invitation link is not valid or has expired',
  accessRequestExists: 'You already have a pending request for this club',
  impersonationForbidden: 'This action is not allowed while impersonating',
  impersonationEnded: 'The impersonation session has ended: its author may no longer impersonate this person',
  accountClaimInvalid: 'This link is not valid, has expired or was already used',
  accountClaimWrongAccount: 'Sign in with the email address this link was sent to',
  deviceRevoked: 'This phone was revoked by the club: its offline data is deleted; register it again to scan',
  deviceUnknown: 'This phone is not registered in this club: register it again to scan',
  serviceUnavailable: 'The service is briefly unavailable, try again in a few seconds',
} as const;
