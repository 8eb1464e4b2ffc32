import { randomInt } from 'node:crypto';

/** Letters and digits nobody confuses on a phone call (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/**
 * The order number people read out: the year and month, then six characters, e.g. "2611-K7MXQA".
 * 25^6 ≈ 244 million a month per club; a clash with an order of the club is caught by the unique
 * index and drawn again (tribuna_reserve_order, migration 0017), never reused.
 */
export function newPurchaseIdentifier(now: Date = new Date()): string {
  const stamp = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${stamp}-${code}`;
}
