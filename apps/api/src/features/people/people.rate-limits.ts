import type { RateRule } from '../../lib/rate-limit/rate-limiter';
import { HOUR_SECONDS as HOUR, MINUTE_SECONDS as MINUTE } from '../../lib/rate-limit/rules';

/** The people area's rate limits (the app collects them from the entry; decision 0005). */
export const PEOPLE_RATE_RULES = {
  // Account hand-over (issue 8): each call emails an address a manager typed, so a manager, a
  // club and one person's record can each send only so many; the public claim link is judged
  // per address (the claim with a password runs argon2).
  handOversPerManager: { name: 'hand-over-user', max: 30, windowSeconds: HOUR },
  handOversPerClub: { name: 'hand-over-club', max: 100, windowSeconds: HOUR },
  handOversPerPerson: { name: 'hand-over-person', max: 5, windowSeconds: 24 * HOUR },
  accountClaimReadsPerAddress: { name: 'claim-read-ip', max: 60, windowSeconds: 15 * MINUTE },
  accountClaimsPerAddress: { name: 'claim-ip', max: 20, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;
