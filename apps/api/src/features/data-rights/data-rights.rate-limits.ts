import type { RateRule } from '../../lib/rate-limit/rate-limiter';
import { MINUTE_SECONDS as MINUTE } from '../../lib/rate-limit/rules';

/** Data rights' rate limits (the app collects them from the entry; decision 0005). */
export const DATA_RIGHTS_RATE_RULES = {
  // The whole club's export reads every table: a few a day is what a leaving club needs.
  clubExportsPerClub: { name: 'club-data-exports', max: 5, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;
