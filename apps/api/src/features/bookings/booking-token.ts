import { jwtVerify, SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { errors } from '../../lib/errors';

const AUDIENCE = 'tribuna-bookings';
const ISSUER = 'tribuna';
export const BOOKING_TOKEN_TTL_SECONDS = 30 * 60;

export type BookingIdentity = { clubHash: string; profileId: number; email: string; name: string };

/**
 * The booking token of spec 7 (`GET /api/clubs/{clubHash}/booking-token`): a signed statement
 * "this is one of the club's people, with this e-mail", for the public booking pages, which
 * carry no session. Its own audience, so it never passes as an access token, nor one as it.
 */
export class BookingTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(identity: BookingIdentity): Promise<string> {
    return new SignJWT({ club: identity.clubHash, email: identity.email, name: identity.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(identity.profileId))
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${BOOKING_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /**
   * A booking's event UID in calendar apps (feeds and the booker's .ics): the same every time, so
   * a new copy replaces the old one, and no key: the hash opens and cancels the booking, the UID
   * only names it (an HMAC of the id under the server's secret cannot be turned back into either).
   */
  eventUid(bookingId: number): string {
    return `${createHmac('sha256', this.key).update(`calendar-event:${bookingId}`).digest('hex').slice(0, 32)}@tribuna`;
  }

  /** The identity, if the token is valid for this club; otherwise 400 bookingTokenInvalid. */
  async verify(token: string, clubHash: string): Promise<BookingIdentity> {
    try {
      const { payload } = await jwtVerify(token, this.key, { audience: AUDIENCE, issuer: ISSUER, algorithms: ['HS256'] });
      const profileId = Number(payload.sub);
      if (payload.club !== clubHash || !Number.isInteger(profileId) || typeof payload.email !== 'string') throw new Error('foreign');
      return { clubHash, profileId, email: payload.email, name: typeof payload.name === 'string' ? payload.name : '' };
    } catch {
      throw errors.validation([{ field: 'bookingToken', code: 'bookingTokenInvalid' }]);
    }
  }
}
