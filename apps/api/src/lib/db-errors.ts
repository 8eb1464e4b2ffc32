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
