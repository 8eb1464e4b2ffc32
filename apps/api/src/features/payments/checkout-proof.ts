import type { CheckoutFacts } from './payment-gateway';

/**
 * What the ledger stored when a checkout was opened for a reference: whose it is, the session
 * opened and what it charges (the attempt's). The provider's events about it count only when they match.
 */
export type CheckoutClaim = { clubId: number; sessionId: string | null; amount: number; currency: string };

export type CheckoutRefusal = 'unknownReference' | 'accountMismatch' | 'sessionMismatch' | 'amountMismatch' | 'currencyMismatch';

/**
 * Why a checkout event cannot count for the order or booking it names, or null when it proves
 * itself. Any club with a connected account can open a session naming anything as its reference,
 * so the reference only names: the event must come from the connected account of the club that
 * owns the thing (`clubAccountId`), be about the session opened for it, and — when it reports a
 * payment — for the amount and currency stored when that session was opened.
 */
export function refusalOf(
  facts: CheckoutFacts,
  claim: CheckoutClaim | null,
  clubAccountId: string | undefined,
  { payment }: { payment: boolean },
): CheckoutRefusal | null {
  if (!claim) return 'unknownReference';
  if (!clubAccountId || facts.accountId !== clubAccountId) return 'accountMismatch';
  if (!claim.sessionId || facts.sessionId !== claim.sessionId) return 'sessionMismatch';
  if (!payment) return null;
  if (facts.amount !== claim.amount) return 'amountMismatch';
  if (facts.currency?.toUpperCase() !== claim.currency.toUpperCase()) return 'currencyMismatch';
  return null;
}
