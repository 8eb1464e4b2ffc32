import { randomBytes } from 'node:crypto';

/**
 * Opaque public identifier: 16 random bytes as base64url (22 characters, 128 bits), so ids
 * reveal neither counts nor order and cannot be guessed. Matches the contract's PUBLIC_ID_PATTERN.
 */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}
