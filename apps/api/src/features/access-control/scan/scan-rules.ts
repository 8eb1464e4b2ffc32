import type { FeeStanding } from '@tribuna/contract';
import type { FeesOverduePolicy, ScanDirection, ScanReason, ScanResult } from '@tribuna/contract/access-control';

/**
 * The door's rules (issue 24), pure: what a scan of a person or a ticket answers given what the
 * database says now. The scan service reads the facts under a lock and writes the verdict.
 */

export type Verdict = { result: ScanResult; reason: ScanReason };
export type ListRules = {
  allowMultipleEntries: boolean;
  allowEntryAfterExit: boolean;
  /** FEES_OVERDUE_POLICIES (as stored). */
  feesOverdue: FeesOverduePolicy | (string & {});
};

const admit: Verdict = { result: 'admitted', reason: 'valid' };
const refuse = (reason: ScanReason): Verdict => ({ result: 'refused', reason });
const warn = (reason: ScanReason): Verdict => ({ result: 'warning', reason });

/** Entry and exit against the latest movement that counts (undefined: never in since the last check-out). */
function movementRule(list: ListRules, direction: ScanDirection, latest: 'entry' | 'exit' | undefined): Verdict | null {
  if (direction === 'exit') return latest === 'entry' ? null : refuse('notInside');
  if (latest === 'entry' && !list.allowMultipleEntries) return refuse('alreadyInside');
  if (latest === 'exit' && !list.allowEntryAfterExit) return refuse('notInside');
  return null;
}

export type PersonFacts = {
  enabled: boolean;
  /** Enabled but not an active member today (the club's season is over, a pending pre-enrolment). */
  active: boolean;
  standing: FeeStanding | null;
  /** The card code was an old minute's, or a bare qrIdentifier (a screenshot passed on). */
  codeExpired: boolean;
  latest: 'entry' | 'exit' | undefined;
};

/** A member card: switched off or inactive is red; lapsed fees red or amber as the list says; an old code amber. */
export function judgePerson(list: ListRules, direction: ScanDirection, facts: PersonFacts): Verdict {
  // Letting someone out needs only that they are inside: a gate never keeps a person in.
  if (direction === 'exit') return movementRule(list, direction, facts.latest) ?? admit;
  if (!facts.enabled) return refuse('disabled');
  if (!facts.active) return refuse('inactive');
  const lapsed = facts.standing?.status === 'lapsed';
  if (lapsed && list.feesOverdue === 'refuse') return refuse('feesOverdue');
  const movement = movementRule(list, direction, facts.latest);
  if (movement) return movement;
  if (facts.codeExpired) return warn('codeExpired');
  if (lapsed) return warn('feesOverdue');
  return admit;
}

export type TicketFacts = {
  cancelled: boolean;
  refunded: boolean;
  /** The ticket's list is for another event. */
  otherEvent: boolean;
  /** Admitted to its event already (any list), while not annulled. */
  used: boolean;
  latest: 'entry' | 'exit' | undefined;
};

/** A ticket: once per event; after an exit on this list it may enter again where the list allows it. */
export function judgeTicket(list: ListRules, direction: ScanDirection, facts: TicketFacts): Verdict & { firstUse: boolean } {
  const verdict = (v: Verdict, firstUse = false) => ({ ...v, firstUse });
  if (facts.otherEvent) return verdict(refuse('wrongEvent'));
  if (direction === 'exit') return verdict(movementRule(list, direction, facts.latest) ?? admit);
  if (facts.refunded) return verdict(refuse('ticketRefunded'));
  if (facts.cancelled) return verdict(refuse('ticketCancelled'));
  if (!facts.used) return verdict(admit, true);
  // Used, and not inside here since the last check-out: already used (at another gate, or before).
  if (facts.latest === undefined) return verdict(refuse('alreadyUsed'));
  const movement = movementRule(list, direction, facts.latest);
  if (movement) return verdict(refuse('alreadyUsed'));
  return verdict(admit);
}
