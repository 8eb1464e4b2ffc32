import { CONTACT_FORM_TOKEN_TTL_SECONDS, CONTACT_MIN_FILL_SECONDS } from '@tribuna/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors } from '../../../lib/errors';

/**
 * The contact form's token: when the form was opened, for which club, signed with the server's
 * secret. A bot that posts straight away (or replays an old form) is told why it was refused; a
 * person never notices. Stateless, so any API process checks it.
 */
export class ContactFormTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(clubId: number): string {
    const issuedAt = Math.floor(this.now() / 1000);
    return `${issuedAt}.${this.sign(clubId, issuedAt)}`;
  }

  /** Refuses a token that is malformed, for another club, too young or too old (400 on formToken). */
  check(token: string | undefined, clubId: number): void {
    const refuse = (code: 'contactFormTokenMissing' | 'contactTooFast' | 'contactFormExpired') =>
      errors.validation([{ field: 'formToken', code }]);
    const [issued, signature] = (token ?? '').split('.');
    const issuedAt = Number(issued);
    if (!signature || !Number.isSafeInteger(issuedAt)) throw refuse('contactFormTokenMissing');
    const expected = Buffer.from(this.sign(clubId, issuedAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse('contactFormTokenMissing');
    const age = this.now() / 1000 - issuedAt;
    if (age < CONTACT_MIN_FILL_SECONDS) throw refuse('contactTooFast');
    if (age > CONTACT_FORM_TOKEN_TTL_SECONDS) throw refuse('contactFormExpired');
  }

  private sign(clubId: number, issuedAt: number): string {
    return createHmac('sha256', this.secret).update(`contact-form:${clubId}:${issuedAt}`).digest('base64url');
  }
}
