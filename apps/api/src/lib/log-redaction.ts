import { DrizzleQueryError } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * What the logs must never carry: bearer tokens, cookies, passwords, recovery codes, invitation
 * and validation tokens. Request lines log route patterns (app.ts), and the serializers below
 * drop raw URLs and query parameters wherever Fastify or a plugin logs a request or an error.
 */
const CENSOR = '[redacted]';

const SECRET_BODY_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'confirmNewPassword',
  'code',
  'token',
  'hash',
  'identifier',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  // A failed query's bound values (hashes, tokens, emails); the message is cleaned in safeErr.
  'err.params',
  ...SECRET_BODY_FIELDS.flatMap((field) => [`body.${field}`, `req.body.${field}`]),
];

type LoggedRequest = { method?: string; routeOptions?: { url?: string } };

/** A request as logged anywhere: its method and route pattern, never the raw URL. */
function safeReq(request: LoggedRequest) {
  return { method: request.method, route: request.routeOptions?.url ?? null };
}

/** Errors reachable from `error` (causes and error-valued fields), for a bounded walk. */
function relatedErrors(error: unknown, found = new Set<Error>()): Set<Error> {
  if (!(error instanceof Error) || found.has(error) || found.size > 20) return found;
  found.add(error);
  relatedErrors(error.cause, found);
  for (const value of Object.values(error)) relatedErrors(value, found);
  return found;
}

type Replacement = [leak: string, by: string];

/**
 * Cleans a serialized error in place: its strings, and the errors pino serialized inside it
 * (same prototype). Other values are the original error's own objects: left untouched.
 */
function scrubSerialized(serialized: Record<string, unknown>, replacements: Replacement[]): void {
  const proto = Object.getPrototypeOf(serialized) as object;
  const isSerializedError = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === proto;
  for (const key of Object.keys(serialized)) {
    const value = serialized[key];
    if (key === 'params' && serialized.type === 'DrizzleQueryError') serialized[key] = CENSOR;
    else if (typeof value === 'string') serialized[key] = replacements.reduce((text, [leak, by]) => text.split(leak).join(by), value);
    else if (isSerializedError(value)) scrubSerialized(value, replacements);
    else if (Array.isArray(value)) value.filter(isSerializedError).forEach((item) => scrubSerialized(item, replacements));
  }
}

// Shorter bound strings (flags, small numbers) are no secret, and replacing them everywhere
// would garble the stack; recovery codes (6 digits) and anything longer are redacted.
const MIN_SECRET_LENGTH = 6;

/** What a failed query's bound values look like in its message, and in the database's own. */
function replacementsFor(error: DrizzleQueryError): Replacement[] {
  const values = error.params.filter((value): value is string => typeof value === 'string' && value.length >= MIN_SECRET_LENGTH);
  const list: Replacement[] = error.params.length > 0 ? [[`\nparams: ${String(error.params)}`, `\nparams: ${CENSOR}`]] : [];
  return [...list, ...values.map((value): Replacement => [value, CENSOR])];
}

/**
 * pino's error serializer, minus the bound values of a failed query: Drizzle writes them into
 * its message ("Failed query: … params: a,b"), PostgreSQL quotes them in its own (invalid
 * input, duplicate key), and the stack and any wrapping error repeat both.
 */
export function safeErr(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  const replacements = [...relatedErrors(error)]
    .filter((e): e is DrizzleQueryError => e instanceof DrizzleQueryError)
    .flatMap(replacementsFor);
  // pino hands back what is not error-like unchanged: never write into a caller's object.
  if ((serialized as unknown) !== error && typeof serialized === 'object' && serialized !== null) {
    scrubSerialized(serialized as unknown as Record<string, unknown>, replacements);
  }
  return serialized;
}

/**
 * How a log line names an order or a booking: their hashes are bearer secrets (whoever has one
 * reads it and may cancel it), so a line carries a short one-way fingerprint instead, enough to
 * match lines about the same thing (and to check a suspected hash against them), never to use it.
 */
export const logRef = (secret: string): string => `ref-${createHash('sha256').update(secret).digest('base64url').slice(0, 12)}`;

export type LogOptions = { level?: string; stream?: pino.DestinationStream };

/** Pino options for the app's logger: level, redaction and the safe serializers. */
export function loggerOptions(level: string, overrides: LogOptions = {}): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...overrides,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: safeReq, err: safeErr },
  };
}
