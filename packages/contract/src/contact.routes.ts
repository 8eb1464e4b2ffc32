import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { ContactClubBodySchema, ContactClubResultSchema, ContactFormTokenSchema } from './contact';

const tags = ['contact'];

/** The contact form of the public portal and of the Support page (issue 11 part 4). */
export const CONTACT_ROUTES = {
  formToken: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/contact-form-token',
    summary: 'A token for the contact form, proving later how long the form was open',
    description:
      'Signed by the server with the time it was issued. The form sends it back as formToken; a form sent sooner ' +
      'than minimumSeconds after, or more than two hours after, is refused (400 with the field formToken).',
    tags,
    access: 'public',
    params: ClubHashParamsSchema,
    status: 200,
    response: ContactFormTokenSchema,
  }),
  contactClub: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/profile-contact-club',
    summary: 'Send a message to the club (spec 7): a thread in its predefined mailbox, an e-mail to it, a copy to the sender',
    description:
      'Visitors give name, email, privacyAccepted: true and the formToken; a signed-in person of the club is known ' +
      'from the bearer token (and the Profile header, when sent, names the profile that writes) and may leave them ' +
      'out. Spam guards, each with its own answer: the honeypot field website must stay empty (400, code ' +
      'contactHoneypot), the form must have been open at least a few seconds (400 contactTooFast) and not expired ' +
      '(400 contactFormExpired), and senders are rate limited (429 with Retry-After): every request per network ' +
      'address (20 an hour); only sent messages per sender in the club (the account, else the address: 5 an hour) ' +
      'and per club (1,000 an hour), so refused requests cost only their address.',
    tags,
    access: 'public',
    optionalAuth: true,
    params: ClubHashParamsSchema,
    body: ContactClubBodySchema,
    status: 201,
    response: ContactClubResultSchema,
    errors: [409, 429],
  }),
} as const;
