import type { FastifyReply } from 'fastify';
import type { RateKey, RateLimiter } from './rate-limiter';
import { RATE_RULES } from './rules';

/** A club is "new" for its first day: the lower cap stops a club made to relay mail at once. */
export const NEW_CLUB_SECONDS = 24 * 3600;

type Sender = { id: number; createdAt: Date };

/**
 * The counters `mails` e-mails from a club to one typed address spend (decision 0005): the
 * club's day (and its first-day cap while new) per e-mail, and the address's hour once per
 * request, so a weekly series of bookings for one person is one request, not 52. The address is
 * counted within the club, so another club cannot use up the receipts a club sends its buyers.
 */
export function managerMailKeys(club: Sender, recipient: string, mails: number, now = Date.now()): RateKey[] {
  if (mails <= 0) return [];
  const isNew = now - new Date(club.createdAt).getTime() < NEW_CLUB_SECONDS * 1000;
  return [
    [RATE_RULES.mailsPerRecipient, `${club.id}:${recipient.trim().toLowerCase()}`],
    ...(isNew ? [[RATE_RULES.mailsPerNewClub, String(club.id), mails] as const] : []),
    [RATE_RULES.mailsPerClub, String(club.id), mails],
  ];
}

/**
 * Spends the budget of e-mails about to be sent to a typed address, before the work that queues
 * them; throws 429 RATE_LIMITED with the limit's reason (clubMailLimitReached,
 * recipientMailLimitReached) and Retry-After when a cap is reached. Services receive it as a
 * plain function so they need not know about replies or counters.
 */
export type MailAllowance = (recipient: string, mails: number) => Promise<void>;

export function mailAllowance(limiter: RateLimiter, reply: FastifyReply, club: Sender): MailAllowance {
  return async (recipient, mails) => {
    await limiter.attempt(reply, ...managerMailKeys(club, recipient, mails));
  };
}

/** For callers that send nothing to typed addresses (tests of other behaviour, imports). */
export const UNLIMITED_MAIL: MailAllowance = async () => undefined;
