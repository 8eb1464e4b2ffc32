import { randomInt } from 'node:crypto';

/**
 * Short references people read aloud, type at a desk or note on paper (`R-4F7K-2Q`), instead of
 * the 22-character public ids that stay the keys in addresses and the API.
 *
 * Crockford's base32 alphabet: no I, L, O or U, so nothing reads as 1, 0 or a rude word, and
 * `normalizeHumanReference` forgives the usual slips (lower case, O for 0, I/L for 1, missing or
 * extra dashes). Six symbols give 2^30 (about a billion) values: not a secret, only a label, so a
 * reference is stored beside the id under a unique index and a clash is simply drawn again.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 6;

/** A new reference: the one-letter kind (R booking, T ticket, P order…) then `XXXX-XX`. */
export function newHumanReference(kind: string): string {
  if (!/^[A-Z]$/.test(kind)) throw new Error(`reference kind must be one capital letter, got "${kind}"`);
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${kind}-${body.slice(0, 4)}-${body.slice(4)}`;
}

/** What a person typed, in the stored form, or null when it cannot be a reference of that kind. */
export function normalizeHumanReference(kind: string, typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  const body = compact.startsWith(kind) && compact.length === BODY_LENGTH + 1 ? compact.slice(1) : compact;
  if (body.length !== BODY_LENGTH || ![...body].every((symbol) => ALPHABET.includes(symbol))) return null;
  return `${kind}-${body.slice(0, 4)}-${body.slice(4)}`;
}
