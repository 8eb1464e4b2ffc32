import {
  ERROR_MESSAGES,
  FIELD_ERRORS,
  type ErrorCode,
  type FieldErrorCode,
  type GenericErrorBody,
  type InvalidParam,
  type ValidationErrorBody,
} from '@tribuna/contract';

/**
 * One problem of one field, by its code (FIELD_ERRORS): services never write English. `message`
 * is set only for zod's own checks, whose generic code comes with zod's text.
 */
export interface FieldProblem {
  field: string;
  code: FieldErrorCode;
  message?: string;
}

/** The spec's invalidParams, one entry per field in order of appearance; `codes[i]` names `errors[i]`. */
export function invalidParamsOf(problems: readonly FieldProblem[]): InvalidParam[] {
  const byField = new Map<string, InvalidParam>();
  for (const { field, code, message } of problems) {
    const param = byField.get(field) ?? { field, errors: [], codes: [] };
    param.errors.push(message ?? FIELD_ERRORS[code]);
    param.codes.push(code);
    byField.set(field, param);
  }
  return [...byField.values()];
}

/**
 * The only error type routes and services throw on purpose. The error handler turns it into
 * the contract's body; `errorCode` is stable so clients can translate it.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly detail?: string,
    readonly invalidParams?: InvalidParam[],
    /** A FIELD_ERRORS code for the precise cause of a non-validation error (a 409, a 404). */
    readonly reason?: FieldErrorCode,
  ) {
    super(message);
  }

  toBody(requestId?: string): GenericErrorBody | ValidationErrorBody {
    if (this.invalidParams) {
      return {
        code: this.statusCode,
        errorCode: this.errorCode,
        message: this.message,
        detail: this.detail ?? this.message,
        invalidParamsList: { invalidParams: this.invalidParams },
        ...(requestId ? { requestId } : {}),
      };
    }
    return {
      code: this.statusCode,
      errorCode: this.errorCode,
      message: this.message,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(this.reason ? { reason: this.reason } : {}),
      ...(requestId ? { requestId } : {}),
    };
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

/** Factories: one per situation, so status, code and message never drift apart. */
export const errors = {
  validation: (problems: readonly FieldProblem[], detail?: string) => {
    const invalidParams = invalidParamsOf(problems);
    return new AppError(
      400,
      'VALIDATION_FAILED',
      ERROR_MESSAGES.validationFailed,
      detail ?? invalidParams.map((p) => `${p.field}: ${p.errors.join(' ')}`).join('\n'),
      invalidParams,
    );
  },
  malformedBody: () => new AppError(400, 'MALFORMED_BODY', ERROR_MESSAGES.malformedBody),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', ERROR_MESSAGES.invalidCredentials),
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.unauthenticated),
  tokenExpired: () => new AppError(401, 'TOKEN_EXPIRED', ERROR_MESSAGES.tokenExpired),
  tokenInvalid: () => new AppError(401, 'TOKEN_INVALID', ERROR_MESSAGES.tokenInvalid),
  refreshFailed: () => new AppError(401, 'REFRESH_FAILED', ERROR_MESSAGES.refreshFailed),
  forbidden: (detail?: string) => new AppError(403, 'FORBIDDEN', ERROR_MESSAGES.forbidden, detail),
  featureDisabled: () => new AppError(403, 'FEATURE_DISABLED', ERROR_MESSAGES.featureDisabled),
  /** `reason` says which thing was not found when the caller must tell (e.g. a person not in the club). */
  notFound: (reason?: FieldErrorCode) =>
    new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.notFound, reason && FIELD_ERRORS[reason], undefined, reason),
  routeNotFound: () => new AppError(404, 'ROUTE_NOT_FOUND', ERROR_MESSAGES.routeNotFound),
  /** The message is the reason's English text; clients match the reason. */
  conflict: (reason: FieldErrorCode) => new AppError(409, 'CONFLICT', FIELD_ERRORS[reason], undefined, undefined, reason),
  payloadTooLarge: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  unsupportedMediaType: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported, send application/json.'),
  /** `reason` names the limit when the client must tell which one (a club's e-mail cap). */
  rateLimited: (retryAfterSeconds?: number, reason?: FieldErrorCode) =>
    new AppError(
      429,
      'RATE_LIMITED',
      ERROR_MESSAGES.rateLimited,
      retryAfterSeconds ? `Retry in ${retryAfterSeconds} seconds.` : undefined,
      undefined,
      reason,
    ),
  internal: () => new AppError(500, 'INTERNAL', ERROR_MESSAGES.internal),
  /** The database is unreachable (issue 26): the error handler adds Retry-After. */
  serviceUnavailable: () => new AppError(503, 'SERVICE_UNAVAILABLE', ERROR_MESSAGES.serviceUnavailable),
  // Accounts: registration, email validation, passwords, recovery codes (issue 3).
  /** Generic on purpose: it must not tell whether the address already has an account. */
  registrationFailed: () => new AppError(400, 'REGISTRATION_FAILED', ERROR_MESSAGES.registrationFailed),
  passwordWrong: () =>
    new AppError(
      400,
      'PASSWORD_WRONG',
      ERROR_MESSAGES.passwordWrong,
      ERROR_MESSAGES.passwordWrongDetail,
      invalidParamsOf([{ field: 'currentPassword', code: 'passwordWrong' }]),
    ),
  invalidCode: () => new AppError(400, 'INVALID_CODE', ERROR_MESSAGES.invalidCode, ERROR_MESSAGES.invalidCode),
  recoveryCodeNotFound: () =>
    new AppError(400, 'RECOVERY_CODE_NOT_FOUND', ERROR_MESSAGES.recoveryCodeNotFound, ERROR_MESSAGES.recoveryCodeNotFound),
  recoveryDataMissing: () =>
    new AppError(400, 'RECOVERY_DATA_MISSING', ERROR_MESSAGES.recoveryDataMissing, ERROR_MESSAGES.recoveryDataMissing),
  emailTokenMissing: () => new AppError(400, 'EMAIL_TOKEN_MISSING', ERROR_MESSAGES.emailTokenMissing, ERROR_MESSAGES.emailTokenMissing),
  emailValidationFailed: () =>
    new AppError(400, 'EMAIL_VALIDATION_FAILED', ERROR_MESSAGES.emailValidationFailed, ERROR_MESSAGES.emailValidationFailed),
  // Onboarding, invitations and impersonation (issue 3).
  profileExists: () => new AppError(400, 'PROFILE_EXISTS', ERROR_MESSAGES.profileExists, ERROR_MESSAGES.profileExists),
  /** Unknown, expired, revoked or used up: one answer, so a link's state is not probed. */
  invitationInvalid: (status: 400 | 404 = 404) =>
    new AppError(
      status,
      'INVITATION_INVALID',
      ERROR_MESSAGES.invitationInvalid,
      ERROR_MESSAGES.invitationInvalid,
      status === 400 ? invalidParamsOf([{ field: 'invitation', code: 'invitationInvalid' }]) : undefined,
    ),
  accessRequestExists: () => new AppError(409, 'ACCESS_REQUEST_EXISTS', ERROR_MESSAGES.accessRequestExists),
  impersonationForbidden: () => new AppError(403, 'IMPERSONATION_FORBIDDEN', ERROR_MESSAGES.impersonationForbidden),
  /** Not renewable (unlike TOKEN_EXPIRED): the web app logs out instead of refreshing. */
  impersonationEnded: () => new AppError(401, 'IMPERSONATION_ENDED', ERROR_MESSAGES.impersonationEnded),
  // Account hand-over links (issue 8).
  /** Unknown, expired, used or superseded: one answer, so a link's state is not probed. */
  accountClaimInvalid: () =>
    new AppError(404, 'ACCOUNT_CLAIM_INVALID', ERROR_MESSAGES.accountClaimInvalid, ERROR_MESSAGES.accountClaimInvalid),
  /** The link's address has an account and the caller is signed in as another one. */
  accountClaimWrongAccount: () =>
    new AppError(403, 'ACCOUNT_CLAIM_WRONG_ACCOUNT', ERROR_MESSAGES.accountClaimWrongAccount, ERROR_MESSAGES.accountClaimWrongAccount),
  // Door phones (issue 24): both tell the phone to drop its key and offline data.
  deviceRevoked: () => new AppError(403, 'DEVICE_REVOKED', ERROR_MESSAGES.deviceRevoked, ERROR_MESSAGES.deviceRevoked),
  deviceUnknown: () => new AppError(403, 'DEVICE_UNKNOWN', ERROR_MESSAGES.deviceUnknown, ERROR_MESSAGES.deviceUnknown),
};
