import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * An error answer's body without its request id. Every error answer names its request (issue 26
 * part 6), so two answers to the same mistake differ only there: this checks that the id is the
 * answer's own (its `x-request-id` header) and returns the rest, which tests compare whole.
 */
export function errorBodyOf(response: LightMyRequestResponse): Record<string, unknown> {
  const { requestId, ...rest } = response.json<Record<string, unknown>>();
  expect(requestId, 'the error answer names its request').toBe(response.headers['x-request-id']);
  return rest;
}

/** The body's text without its request id, in the answer's own key order: what tests compare byte for byte. */
export function errorTextOf(response: LightMyRequestResponse): string {
  return JSON.stringify(errorBodyOf(response));
}
