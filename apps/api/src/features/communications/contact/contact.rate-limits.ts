import type { RateRule } from '../../../lib/rate-limit/rate-limiter';
import { HOUR_SECONDS as HOUR } from '../../../lib/rate-limit/rules';

/** The contact form's rate limits (the app collects them from the communications entry; decision 0005). */
export const CONTACT_RATE_RULES = {
  // Contact form (issue 11, keys of issue 20): each message e-mails the club and the address
  // given. Every request counts against its network address; only sent messages count against
  // the sender in that club (the account when signed in, else the address) and against the club,
  // whose cap is far above a real club's day so a stranger cannot close the form for everybody.
  contactPerAddress: { name: 'contact-ip', max: 20, windowSeconds: HOUR },
  contactPerSender: { name: 'contact-sender', max: 5, windowSeconds: HOUR },
  contactPerClub: { name: 'contact-club', max: 1000, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;
