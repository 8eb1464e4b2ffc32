import type { RateRule } from '../../lib/rate-limit/rate-limiter';
import { HOUR_SECONDS as HOUR, MINUTE_SECONDS as MINUTE } from '../../lib/rate-limit/rules';

/** The public forms' limits per network address: each sign-up makes profiles and e-mails managers' inboxes. */
export const JOINING_RATE_RULES = {
  signUpsPerAddress: { name: 'joining-request-ip', max: 10, windowSeconds: HOUR },
  // A family inscribes a few children; a school trip's teacher may inscribe a class from one address.
  inscriptionsPerAddress: { name: 'joining-inscription-ip', max: 60, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
