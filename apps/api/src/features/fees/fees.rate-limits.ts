import type { RateRule } from '../../lib/rate-limit/rate-limiter';
import { MINUTE_SECONDS as MINUTE } from '../../lib/rate-limit/rules';

/** Fees' rate limits (the app collects them from the entry; decision 0005). */
export const FEES_RATE_RULES = {
  // Reminders are e-mails to the club's people: a club cannot turn the button into a mail loop
  // (each charge is also reminded at most once in three days).
  feeRemindersPerClub: { name: 'fee-reminders-club', max: 30, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
