import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { errors } from './errors';

export const JWT_ISSUER = 'tribuna';
export const JWT_AUDIENCE = 'tribuna-api';
export const ACCESS_TOKEN_TYPE = 'access';
/**
 * Issued by password-reset/validate: proves a recovery code was checked, for 10 minutes. The
 * bearer plugin only accepts 'access', so this token opens no other route.
 */
export const PASSWORD_RESET_TOKEN_TYPE = 'password_reset';
export const PASSWORD_RESET_TOKEN_TTL_SECONDS = 600;
type TokenType = typeof ACCESS_TOKEN_TYPE | typeof PASSWORD_RESET_TOKEN_TYPE;

export type SignOptions = {
  /** The real person behind an impersonation (public id): adds `act: { sub }` (RFC 8693). */
  actorId?: string;
  /** The refresh family (session) the token was issued for: adds `sid`, so a logout can be told apart per device. */
  sessionId?: string;
  type?: TokenType;
};
const ALGORITHM = 'HS256';
const PROTECTED_HEADER = { alg: ALGORITHM, typ: 'JWT' } as const;
/** Every token we issue carries exactly this header segment; nothing else is accepted. */
const HEADER_SEGMENT = Buffer.from(JSON.stringify(PROTECTED_HEADER)).toString('base64url');
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * What a verified access token tells about its bearer. `impersonatorId` is the real person's
 * public id while an admin or manager impersonates `userId`.
 */
export type AccessClaims = { userId: string; impersonatorId?: string; sessionId?: string };

type Payload = {
  sub?: unknown;
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
  nbf?: unknown;
  type?: unknown;
  act?: unknown;
  sid?: unknown;
};
/** A token whose signature and claims checked out; its times are checked on every use. */
type Verified = { type: TokenType; claims: AccessClaims; exp: number; nbf: number | undefined };

/** Remembered verified tokens (about 250 bytes each); the oldest are dropped beyond this. */
const VERIFIED_MEMO_SIZE = 10_000;

/**
 * Signs access tokens with jose (HS256) and verifies them on every request. Verification is
 * synchronous node:crypto HMAC on a fixed header: the algorithm allow-list is the single header
 * we issue ({"alg":"HS256","typ":"JWT"}), so "none", RS/HS confusion and header tricks cannot
 * pass. This keeps the bearer check to a few microseconds with no database access and no
 * thread-pool round trip (WebCrypto verification cost a large share of GET /api/profile).
 *
 * A token that verified once is remembered (bounded, oldest dropped first), since a client
 * sends the same token on every request until it expires: the memo is a pure function of the
 * token and this process's secret, so it answers exactly what a new HMAC would, and only tokens
 * we signed can enter it. Expiry and not-before are checked on every call.
 */
export class TokenService {
  private readonly secret: Buffer;
  /** JWT_SECRET_PREVIOUS during a rotation: verifies tokens signed before it, signs nothing. */
  private readonly previousSecret: Buffer | null;
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    previousSecret: string | null = null,
  ) {
    this.secret = Buffer.from(secret, 'utf8');
    this.previousSecret = previousSecret === null ? null : Buffer.from(previousSecret, 'utf8');
  }

  async sign(userPublicId: string, now = Math.floor(Date.now() / 1000), options: SignOptions = {}): Promise<string> {
    const type = options.type ?? ACCESS_TOKEN_TYPE;
    const claims: Record<string, unknown> = { type };
    if (options.actorId) claims.act = { sub: options.actorId };
    if (options.sessionId) claims.sid = options.sessionId;
    const ttl = type === PASSWORD_RESET_TOKEN_TYPE ? PASSWORD_RESET_TOKEN_TTL_SECONDS : this.ttlSeconds;
    return new SignJWT(claims)
      .setProtectedHeader(PROTECTED_HEADER)
      .setSubject(userPublicId)
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(this.secret);
  }

  /**
   * An access token for `userPublicId` acting on behalf of `actorPublicId` (the real person):
   * RFC 8693 style `act: { sub }`.
   */
  signImpersonation(userPublicId: string, actorPublicId: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return this.sign(userPublicId, now, { actorId: actorPublicId });
  }

  /**
   * Throws the contract's TOKEN_INVALID or TOKEN_EXPIRED errors. Only tokens of `type` pass:
   * the bearer plugin asks for access tokens, the password reset confirmation for reset ones.
   */
  verify(token: string, type: TokenType = ACCESS_TOKEN_TYPE): AccessClaims {
    let verified = this.verified.get(token);
    if (verified === undefined) {
      verified = this.checkSignatureAndClaims(token);
      if (this.verified.size >= VERIFIED_MEMO_SIZE) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, verified);
    }
    const now = Math.floor(Date.now() / 1000);
    if (verified.nbf !== undefined && verified.nbf > now + CLOCK_TOLERANCE_SECONDS) throw errors.tokenInvalid();
    if (verified.exp <= now - CLOCK_TOLERANCE_SECONDS) {
      this.verified.delete(token);
      throw errors.tokenExpired();
    }
    if (verified.type !== type) throw errors.tokenInvalid();
    return verified.claims;
  }

  private checkSignatureAndClaims(token: string): Verified {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER_SEGMENT) throw errors.tokenInvalid();
    const [header, body, signature] = parts as [string, string, string];
    const given = Buffer.from(signature, 'base64url');
    const signedWith = (secret: Buffer) => {
      const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
      return given.length === expected.length && timingSafeEqual(given, expected);
    };
    // The previous secret is tried only after the current one failed: a rotation costs nothing on
    // tokens already signed with the new secret, and the memo below keeps it to one HMAC per token.
    if (!signedWith(this.secret) && !(this.previousSecret && signedWith(this.previousSecret))) throw errors.tokenInvalid();

    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      throw errors.tokenInvalid();
    }
    if (
      typeof payload !== 'object' ||
      payload === null ||
      (payload.type !== ACCESS_TOKEN_TYPE && payload.type !== PASSWORD_RESET_TOKEN_TYPE) ||
      payload.iss !== JWT_ISSUER ||
      payload.aud !== JWT_AUDIENCE ||
      typeof payload.sub !== 'string' ||
      typeof payload.exp !== 'number' ||
      (payload.nbf !== undefined && typeof payload.nbf !== 'number') ||
      (payload.sid !== undefined && typeof payload.sid !== 'string')
    ) {
      throw errors.tokenInvalid();
    }
    const claims: AccessClaims = { userId: payload.sub };
    if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
    if (payload.act !== undefined) {
      const act = payload.act as { sub?: unknown } | null;
      // Impersonation is for access tokens only, and names a real, different person.
      if (
        payload.type !== ACCESS_TOKEN_TYPE ||
        typeof act !== 'object' ||
        act === null ||
        typeof act.sub !== 'string' ||
        act.sub === payload.sub
      ) {
        throw errors.tokenInvalid();
      }
      claims.impersonatorId = act.sub;
    }
    return { type: payload.type as TokenType, claims, exp: payload.exp, nbf: payload.nbf };
  }
}

/** Opaque refresh token (256 bits) and the digest stored instead of it. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that replaces `token` on rotation: HMAC(secret, token). Derivable, so the API can
 * answer a refresh that raced with another tab (same old cookie, within the grace window) with
 * the same successor, without ever storing a refresh token in clear.
 */
export function successorRefreshToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}
