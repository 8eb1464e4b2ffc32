type DriverError = { code?: string; cause?: unknown };

/** The SQLSTATE of a PostgreSQL error, whichever driver: drizzle wraps the driver's error in `cause`. */
function sqlStateOf(error: unknown, wanted: (code: string) => boolean): string | undefined {
  for (let e = error as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (typeof e.code === 'string' && wanted(e.code)) return e.code;
  }
  return undefined;
}

/** PostgreSQL unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error, (code) => code === '23505') !== undefined;
}

/**
 * Data exceptions only a request's values can cause: invalid text representation (22P02),
 * numeric value out of range (22003), invalid byte sequence / NUL in text (22021), string too
 * long (22001), bad datetime format or field out of range (22007, 22008). Reaching PostgreSQL
 * with one means a contract schema lacks a bound; the request is still the client's fault.
 */
const INPUT_DATA_ERRORS = new Set(['22P02', '22003', '22021', '22001', '22007', '22008']);

export function inputDataErrorCode(error: unknown): string | undefined {
  return sqlStateOf(error, (code) => INPUT_DATA_ERRORS.has(code));
}

/** PostgreSQL exclusion violation (23P01): a row overlapping another where a constraint forbids it (double booking). */
export function isExclusionViolation(error: unknown): boolean {
  return sqlStateOf(error, (code) => code === '23P01') !== undefined;
}

/** PostgreSQL deadlock detected (40P01): one of two transactions was rolled back; it may run again. */
export function isDeadlock(error: unknown): boolean {
  return sqlStateOf(error, (code) => code === '40P01') !== undefined;
}

/** PostgreSQL serialization failure (40001): what a transaction read changed before it could commit; it may run again. */
export function isSerializationFailure(error: unknown): boolean {
  return sqlStateOf(error, (code) => code === '40001') !== undefined;
}

/**
 * Socket errors of a connection to PostgreSQL that cannot be made or was cut: the database is
 * down, restarting or out of reach, not wrong about the request.
 */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is going away or not taking connections (class 08 is matched whole). */
const UNAVAILABLE_SQL_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and pg-pool say these in words only (no code). */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function isUnreachableOne(e: ErrorLike): boolean {
  if (typeof e.code === 'string') {
    if (UNREACHABLE_SOCKET_CODES.has(e.code) || UNAVAILABLE_SQL_STATES.has(e.code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((text) => (e.message as string).includes(text));
}

/**
 * True when an error means PostgreSQL cannot be reached right now (refused, reset, timed out,
 * shutting down, connection lost), whichever layer wrapped it: drizzle's `cause`, or the
 * `errors` of an AggregateError (a host with several addresses). The request may succeed later:
 * the API answers 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const e = error as ErrorLike;
  if (isUnreachableOne(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
