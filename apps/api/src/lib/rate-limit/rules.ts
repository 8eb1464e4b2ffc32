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
  // Wrong recovery codes only (a right code's check is given back, like a successful login).
  codeChecksPerUsername: { name: 'code-check-user', max: 10, windowSeconds: 15 * MINUTE },
  codeChecksPerAddress: { name: 'code-check-ip', max: 50, windowSeconds: 15 * MINUTE },
  emailLinksPerUser: { name: 'email-link-user', max: 5, windowSeconds: HOUR },
  // Account hand-over (issue 8): each call emails an address a manager typed, so a manager, a
  // club and one person's record can each send only so many; the public claim link is judged
  // per address (the claim with a password runs argon2).
  handOversPerManager: { name: 'hand-over-user', max: 30, windowSeconds: HOUR },
  handOversPerClub: { name: 'hand-over-club', max: 100, windowSeconds: HOUR },
  handOversPerPerson: { name: 'hand-over-person', max: 5, windowSeconds: 24 * HOUR },
  accountClaimReadsPerAddress: { name: 'claim-read-ip', max: 60, windowSeconds: 15 * MINUTE },
  accountClaimsPerAddress: { name: 'claim-ip', max: 20, windowSeconds: 15 * MINUTE },
  // Contact form (issue 11): each message e-mails the club and the address given, so a sender
  // (an address for visitors, the account when signed in) and a club can each take only so many.
  contactPerSender: { name: 'contact-sender', max: 5, windowSeconds: HOUR },
  contactPerClub: { name: 'contact-club', max: 100, windowSeconds: HOUR },
  // Shop checkout (issue 12): each one holds stock for a while, so one address cannot hold a
  // club's stock hostage by checking out again and again without paying; a family or a club bar
  // behind one address still buys comfortably.
  checkoutsPerAddress: { name: 'checkout-ip', max: 30, windowSeconds: 10 * MINUTE },
  // A buyer's address, whatever the network: the same e-mail cannot reserve stock endlessly either.
  checkoutsPerBuyer: { name: 'checkout-buyer', max: 20, windowSeconds: 10 * MINUTE },
  // Public bookings (issue 13): a visitor cannot hold a club's courts hostage with pending
  // bookings from one address or under one e-mail.
  bookingsPerAddress: { name: 'booking-ip', max: 30, windowSeconds: 10 * MINUTE },
  bookingsPerBooker: { name: 'booking-email', max: 10, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
