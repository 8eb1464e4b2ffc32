import { ACCOUNT_CLAIM_TTL_DAYS } from '@tribuna/contract';
import { createHash, randomBytes } from 'node:crypto';

/** A hand-over link's token: 256 random bits, only ever in the email and the link. */
export function newClaimToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token (and looks it up by): a SHA-256 with its own
 * prefix, so a database copy opens no link and a hash of another kind of token never matches.
 */
export function hashClaimToken(token: string): string {
  return createHash('sha256').update(`account-claim:${token}`).digest('hex');
}

export const claimExpiry = (now = Date.now()) => new Date(now + ACCOUNT_CLAIM_TTL_DAYS * 86_400_000);

/** Where the link leads in the web app (APP_URL). */
export const claimUrl = (appUrl: string, token: string) => `${appUrl}/auth/claim-account?token=${encodeURIComponent(token)}`;
