import { isUiLocale, type UiLocale } from '@tribuna/contract';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit recovery code from the CSPRNG (uniform over 000000–999999). */
export function newRecoveryCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * What is stored instead of a recovery code: an HMAC keyed with the server secret and bound to
 * the account, so the million possible codes cannot be tried offline from a database copy.
 */
export function hashRecoveryCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`recovery-code:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token of an email validation link (256 bits) and the SHA-256 stored for it. */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(`email-token:${token}`).digest('hex');
}

/** A stored user locale (a UI locale or an older club locale such as es-ES) as a UI locale. */
export function messageLocale(value: string | null | undefined): UiLocale {
  if (isUiLocale(value)) return value;
  const short = value?.slice(0, 2);
  return isUiLocale(short) ? short : 'es';
}
