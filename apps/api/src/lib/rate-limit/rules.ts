import type { RateRule } from './rate-limiter';

const MINUTE = 60;
const HOUR = 3600;

/**
 * The limits of issue 3 part 11. Failed logins only: a clubhouse sharing one address signs in
 * freely (successes are never counted). Per-username limits stop guessing one account from
 * many addresses; per-address limits stop one address from trying many accounts.
 */
export const RATE_RULES = {
  loginFailuresPerUsername: { name: 'login-fail-user', max: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { name: 'login-fail-ip', max: 30, windowSeconds: 15 * MINUTE },
  refreshPerAddress: { name: 'refresh-ip', max: 120, windowSeconds: MINUTE },
  registrationsPerAddress: { name: 'register-ip', max: 10, windowSeconds: HOUR },
  recoveryRequestsPerUsername: { name: 'recovery-user', max: 5, windowSeconds: HOUR },
  recoveryRequestsPerAddress: { name: 'recovery-ip', max: 20, windowSeconds: HOUR },
  codeChecksPerUsername: { name: 'code-check-user', max: 10, windowSeconds: 15 * MINUTE },
  codeChecksPerAddress: { name: 'code-check-ip', max: 50, windowSeconds: 15 * MINUTE },
  emailLinksPerUser: { name: 'email-link-user', max: 5, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;
