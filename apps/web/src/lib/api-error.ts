/**
 * One field's problems as received: `codes[i]` (FIELD_ERRORS) names `errors[i]` (English). Codes
 * this build does not know, or a body without them, fall back to the English text.
 */
export interface ReceivedInvalidParam {
  field: string;
  errors: string[];
  codes?: string[];
}

/** An API failure in the shapes of spec 8, normalised for the UI. */
export class ApiError extends Error {
  constructor(
    /** Status from the body's `code` (spec 8), or 500 when the body is not one of ours. */
    readonly status: number,
    /** The HTTP status the response actually had. */
    readonly httpStatus: number,
    /** Stable code (contract ERROR_CODES) or 'UNKNOWN' / 'NETWORK'. */
    readonly errorCode: string,
    message: string,
    readonly detail?: string,
    readonly invalidParams: ReceivedInvalidParam[] = [],
    readonly requestId?: string,
    /** The precise cause of a 409 or 404 (a FIELD_ERRORS code), when the API names one. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The answer's Retry-After in seconds, when it sent one (a 503 while the database is unreachable, a 429). */
  retryAfterSeconds?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((e): e is string => typeof e === 'string') : []);

/**
 * Error body handling of spec 8: `detail` or `invalidParamsList.invalidParams` are used as they
 * are; a `message` with `code` is a generic error whose status is the code (or 500); anything else
 * is an unknown error with status 500.
 */
export function parseApiError(httpStatus: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(500, httpStatus, 'UNKNOWN', 'An error occurred');
  const code = typeof body.code === 'number' ? body.code : undefined;
  const errorCode = text(body.errorCode) ?? 'UNKNOWN';
  const requestId = text(body.requestId);
  const list = isRecord(body.invalidParamsList) ? body.invalidParamsList.invalidParams : undefined;
  const invalidParams = Array.isArray(list)
    ? list.filter(isRecord).map((p) => ({ field: text(p.field) ?? '', errors: texts(p.errors), codes: texts(p.codes) }))
    : [];
  const reason = text(body.reason);
  const detail = text(body.detail);
  const message = text(body.message);
  if (invalidParams.length > 0 || detail !== undefined) {
    return new ApiError(code ?? httpStatus, httpStatus, errorCode, message ?? detail ?? '', detail, invalidParams, requestId, reason);
  }
  if (message !== undefined) return new ApiError(code ?? 500, httpStatus, errorCode, message, undefined, [], requestId, reason);
  return new ApiError(500, httpStatus, 'UNKNOWN', 'An error occurred', undefined, [], requestId);
}
