import type { RateRule } from '../../lib/rate-limit/rate-limiter';
import { MINUTE_SECONDS as MINUTE } from '../../lib/rate-limit/rules';

/** The shop's rate limits (the app collects them from the entry; decision 0005). */
export const COMMERCE_RATE_RULES = {
  // Shop checkout (issue 12): each one holds stock for a while, so one address cannot hold a
  // club's stock hostage by checking out again and again without paying; a family or a club bar
  // behind one address still buys comfortably.
  // Every request counts here, refused ones too.
  checkoutsPerAddress: { name: 'checkout-ip', max: 30, windowSeconds: 10 * MINUTE },
  // Accepted checkouts of one buyer (the account, or a guest's e-mail from one network address):
  // keyed with the address, so a stranger typing someone's e-mail spends only their own budget.
  checkoutsPerBuyer: { name: 'checkout-buyer', max: 20, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
