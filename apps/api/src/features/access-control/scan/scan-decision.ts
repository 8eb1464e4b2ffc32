import type { FeeStanding } from '@tribuna/contract';
import type { ScanDirection, ScanResult } from '@tribuna/contract/access-control';
import type { AccessListWithEvent } from '../lists/lists.repository';
import type { ReadCode } from './code-reader';
import { judgePerson, judgeTicket, type Verdict } from './scan-rules';
import { isActiveMember } from './scan.presenter';
import type { Movement, NewScan } from './scans.repository';

/** commerce's order status of a refunded order. */
const ORDER_REFUNDED = 3;
export const CLUB_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/** One scan to judge and log: from the scanner online (the route) or from a device's queue (sync). */
export type ScanInput = {
  list: AccessListWithEvent;
  code: string;
  direction: ScanDirection;
  nonce: string;
  controllerProfileId: number | null;
  deviceId?: number | null;
  /** The phone's name, for a later scan's "already used at … at Gate 2" within the same batch. */
  deviceName?: string | null;
  /** The phone's time of an offline scan; now for online scans. */
  scannedAt?: Date;
  /** An offline scan: what the phone showed. A ticket it let in stays let in, flagged when it was wrong. */
  offline?: { localResult: ScanResult };
};

/** What the rules look at in the log, read under the batch's locks (scan-batch.repository.ts `histories`). */
export type History = { first?: Movement; latest?: Movement };

export type Decision = Verdict & { firstUse?: boolean; conflict?: boolean; previous?: Movement };
export type Subject = Pick<NewScan, 'codeKind' | 'profileId' | 'ticketId'>;

/** The verdict on a code already read, given its person's or ticket's history (pure). */
export function decide(
  club: { seasonEndsOn: string | null },
  input: ScanInput,
  read: ReadCode,
  standing: FeeStanding | null,
  history: History,
  scannedAt: Date,
): { decision: Decision; subject: Subject } {
  const { list, direction } = input;
  if (read.kind === 'refused') return { decision: { result: 'refused', reason: read.reason }, subject: { codeKind: read.codeKind } };
  if (read.kind === 'member') {
    const { person } = read;
    // Lapsed fees are judged apart (amber or red as the list says), so not as "inactive" here.
    const facts = {
      enabled: person.enabled,
      active: isActiveMember(person, club.seasonEndsOn, CLUB_DAY.format(scannedAt), null),
      standing,
      codeExpired: read.codeExpired,
      latest: history.latest?.direction as 'entry' | 'exit' | undefined,
    };
    const verdict = judgePerson(list, direction, facts);
    // Only a refusal points at the earlier movement (already inside since…).
    const previous = verdict.result === 'refused' ? history.latest : undefined;
    return { decision: { ...verdict, previous }, subject: { codeKind: 'member', profileId: person.id } };
  }
  const { ticket } = read;
  const subject = { codeKind: 'ticket', ticketId: ticket.id };
  // Members enter with their card at any gate; a ticket only at its event's lists.
  if (list.kind !== 'tickets') return { decision: { result: 'refused', reason: 'wrongEvent' }, subject };
  const facts = {
    cancelled: ticket.cancelled,
    refunded: ticket.orderStatus === ORDER_REFUNDED,
    otherEvent: ticket.campaignId !== list.campaignId,
    used: history.first !== undefined,
    latest: history.latest?.direction as 'entry' | 'exit' | undefined,
  };
  const decision = offlineOutcome({ ...judgeTicket(list, direction, facts), previous: history.first }, input);
  // Only "already used" (or an offline conflict) points at the ticket's admission.
  if (decision.reason !== 'alreadyUsed' && decision.reason !== 'conflict') decision.previous = undefined;
  return { decision, subject };
}

/**
 * An offline phone already let the ticket in: the log keeps it admitted and says what was wrong,
 * another phone's admission first (conflict) or a ticket cancelled after the phone's download.
 */
function offlineOutcome(decision: Decision, input: ScanInput): Decision {
  if (!input.offline || input.offline.localResult === 'refused' || input.direction !== 'entry') return decision;
  if (decision.reason === 'alreadyUsed') return { ...decision, result: 'admitted', reason: 'conflict', conflict: true, firstUse: false };
  if (decision.reason === 'ticketCancelled' || decision.reason === 'ticketRefunded') {
    return { ...decision, result: 'admitted', reason: 'admittedButInvalid', firstUse: false };
  }
  return decision;
}
