import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/**
 * An incoming id is kept only when it is a plain token (a UUID, nginx's 32-hex $request_id): it
 * goes into every log line and error body, so anything that could forge log structure, carry
 * markup or grow without bound is replaced by a fresh UUID.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{7,63}$/;

/** Fastify's genReqId: the proxy's `x-request-id` when safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
