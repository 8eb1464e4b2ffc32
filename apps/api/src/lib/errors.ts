import {
  ERROR_MESSAGES,
  type ErrorCode,
  type GenericErrorBody,
  type InvalidParam,
  type ValidationErrorBody,
} from '@tribuna/contract';

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
      ...(requestId ? { requestId } : {}),
    };
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

/** Factories: one per situation, so status, code and message never drift apart. */
export const errors = {
  validation: (invalidParams: InvalidParam[], detail?: string) =>
    new AppError(
      400,
      'VALIDATION_FAILED',
      ERROR_MESSAGES.validationFailed,
      detail ?? invalidParams.map((p) => `${p.field}: ${p.errors.join(' ')}`).join('\n'),
      invalidParams,
    ),
  malformedBody: () => new AppError(400, 'MALFORMED_BODY', ERROR_MESSAGES.malformedBody),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', ERROR_MESSAGES.invalidCredentials),
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.unauthenticated),
  tokenExpired: () => new AppError(401, 'TOKEN_EXPIRED', ERROR_MESSAGES.tokenExpired),
  tokenInvalid: () => new AppError(401, 'TOKEN_INVALID', ERROR_MESSAGES.tokenInvalid),
  refreshFailed: () => new AppError(401, 'REFRESH_FAILED', ERROR_MESSAGES.refreshFailed),
  forbidden: (detail?: string) => new AppError(403, 'FORBIDDEN', ERROR_MESSAGES.forbidden, detail),
  featureDisabled: () => new AppError(403, 'FEATURE_DISABLED', ERROR_MESSAGES.featureDisabled),
  notFound: (detail?: string) => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.notFound, detail),
  routeNotFound: () => new AppError(404, 'ROUTE_NOT_FOUND', ERROR_MESSAGES.routeNotFound),
  conflict: (message: string) => new AppError(409, 'CONFLICT', message),
  payloadTooLarge: () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  unsupportedMediaType: () =>
    new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported, send application/json.'),
  rateLimited: (retryAfterSeconds?: number) =>
    new AppError(
      429,
      'RATE_LIMITED',
      ERROR_MESSAGES.rateLimited,
      retryAfterSeconds ? `Retry in ${retryAfterSeconds} seconds.` : undefined,
    ),
  internal: () => new AppError(500, 'INTERNAL', ERROR_MESSAGES.internal),
};
