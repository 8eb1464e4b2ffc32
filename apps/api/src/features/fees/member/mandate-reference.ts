import { randomInt } from 'node:crypto';

/** Letters and digits a person can read back on the phone (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new unique mandate reference (UMR): `TRB-` + the signature day + 10 random characters
 * (23 characters, within SEPA's 35 and its allowed set). Unique per club by the database's
 * unique index; a clash (one in 32^10) is retried by the caller.
 */
export function newMandateReference(signedOn: string): string {
  let random = '';
  for (let i = 0; i < 10; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `TRB-${signedOn.replaceAll('-', '')}-${random}`;
}
