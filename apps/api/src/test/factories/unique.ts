import { randomBytes } from 'node:crypto';

let counter = 0;

/**
 * A name no other fixture of this run has: tests that build their own data never depend on (or
 * collide with) what another test, or the demo seed, called its things. Lower case letters,
 * digits and hyphens only, so it also fits short names and e-mail local parts.
 */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter.toString(36)}${randomBytes(3).toString('hex')}`;
}
