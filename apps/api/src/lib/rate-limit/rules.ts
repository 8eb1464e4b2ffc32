import type { RateRule } from './rate-limiter';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

export const MINUTE_SECONDS = MINUTE;
export const HOUR_SECONDS = HOUR;

/**
 * The limits every area shares (sign-in, recovery, e-mail links, the mail budget). An area's own
 * limits are declared by its feature (`<area>.rate-limits.ts`, the entry's `rateLimits`); the app
 * refuses two rules with one name (assertDistinctRuleNames), since the name keys the counters.
 *
 * The limits of issue 3 part 11, keyed as issue 20 asks (decision 0005). Failed logins only: a
 * clubhouse sharing one address signs in freely (successes are never counted). The per-username
 * limit stops guessing one account from many addresses, but is not applied at the addresses the
 * account signed in from lately (signInAddresses), so a stranger cannot lock its owner out there;
 * the (username, address) limit still stops guessing from such an address, and per-address
 * limits stop one address from trying many accounts.
 */
export const RATE_RULES = {
  loginFailuresPerUsername: { name: 'login-fail-user', max: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerUsernameAndAddress: { name: 'login-fail-user-ip', max: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { name: 'login-fail-ip', max: 30, windowSeconds: 15 * MINUTE },
  // Not a limit: a note per (username, address) of a successful sign-in, kept 30 to 60 days.
  signInAddresses: { name: 'login-known-ip', max: Number.MAX_SAFE_INTEGER, windowSeconds: 30 * DAY },
  refreshPerAddress: { name: 'refresh-ip', max: 120, windowSeconds: MINUTE },
  registrationsPerAddress: { name: 'register-ip', max: 10, windowSeconds: HOUR },
  // Recovery is keyed like sign-in: the per-username limits are skipped at the addresses the
  // account signed in from lately, where the (username, address) ones apply instead.
  recoveryRequestsPerUsername: { name: 'recovery-user', max: 5, windowSeconds: HOUR },
  recoveryRequestsPerUsernameAndAddress: { name: 'recovery-user-ip', max: 5, windowSeconds: HOUR },
  recoveryRequestsPerAddress: { name: 'recovery-ip', max: 20, windowSeconds: HOUR },
  // Wrong recovery codes only (a right code's check is given back, like a successful login).
  codeChecksPerUsername: { name: 'code-check-user', max: 10, windowSeconds: 15 * MINUTE },
  codeChecksPerUsernameAndAddress: { name: 'code-check-user-ip', max: 10, windowSeconds: 15 * MINUTE },
  codeChecksPerAddress: { name: 'code-check-ip', max: 50, windowSeconds: 15 * MINUTE },
  emailLinksPerUser: { name: 'email-link-user', max: 5, windowSeconds: HOUR },
  // E-mails a manager sends to an address they type (cash-order receipts, agenda bookings; issue
  // 20): a club created minutes ago must not relay hundreds of mails from the platform's domain.
  // Counted per e-mail sent; see mail-budget.ts for which apply.
  mailsPerClub: { name: 'mail-club', max: 200, windowSeconds: DAY, reason: 'clubMailLimitReached' },
  mailsPerNewClub: { name: 'mail-new-club', max: 20, windowSeconds: DAY, reason: 'clubMailLimitReached' },
  mailsPerRecipient: { name: 'mail-recipient', max: 5, windowSeconds: HOUR, reason: 'recipientMailLimitReached' },
} as const satisfies Record<string, RateRule>;

/** Refuses at start-up two rate rules with one name: their counters would be one. */
export function assertDistinctRuleNames(groups: readonly (Readonly<Record<string, RateRule>> | undefined)[]): void {
  const seen = new Set<string>();
  for (const group of groups) {
    for (const { name } of Object.values(group ?? {})) {
      if (seen.has(name)) throw new Error(`two rate rules are named "${name}"`);
      seen.add(name);
    }
  }
}
