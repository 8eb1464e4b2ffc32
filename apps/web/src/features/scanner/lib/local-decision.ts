import { checkCardCode } from '@tribuna/contract/card-code';
import type { ScanAnswer, ScanReason, ScanResult } from '@tribuna/contract/access-control';
import type { PendingScan } from './use-scan-engine';
import type { LocalScan, OfflineData, OfflineList, OfflineMember, OfflineTicket } from './offline-data';

const MEMBERSHIP_NUMBER = /^\d{1,9}$/;

type Verdict = {
  result: ScanResult;
  reason: ScanReason;
  member?: OfflineMember;
  ticket?: OfflineTicket;
  previous?: ScanAnswer['previous'];
};

/**
 * The scanner's decision without the API (issue 24 part 4), by the same rules: a member card's
 * rotating code (checked with the person's key), the person's standing and the list's rules, or a
 * ticket's status and its admission known at the download or on this phone. `history` is this
 * phone's own scans not yet confirmed by the API. Pure apart from the WebCrypto HMAC.
 */
export async function decideLocally(
  data: OfflineData,
  history: readonly LocalScan[],
  scan: PendingScan,
  nowMs: number,
): Promise<ScanAnswer> {
  const list = data.lists[scan.listHash];
  const verdict = list ? await judge(data, history, list, scan, nowMs) : { result: 'refused' as const, reason: 'notFound' as const };
  const { member, ticket } = verdict;
  return {
    scanHash: scan.nonce,
    result: verdict.result,
    reason: verdict.reason,
    codeKind: member ? 'member' : ticket ? 'ticket' : 'unknown',
    direction: scan.direction,
    listHash: scan.listHash,
    scannedAt: scan.scannedAt,
    person: member
      ? {
          hash: member.hash,
          name: member.name,
          membershipNumber: member.membershipNumber,
          photoUrl: member.photoUrl,
          enabled: member.enabled,
          feeStanding: null,
        }
      : null,
    ticket: ticket
      ? { hash: ticket.hash, reference: ticket.reference, product: ticket.product, event: ticket.event, seat: ticket.seat }
      : null,
    previous: verdict.previous ?? null,
  };
}

async function judge(
  data: OfflineData,
  history: readonly LocalScan[],
  list: OfflineList,
  scan: PendingScan,
  nowMs: number,
): Promise<Verdict> {
  const card = await checkCardCode(scan.code, (qrIdentifier) => data.members[qrIdentifier]?.cardKey ?? null, nowMs);
  if (card.kind === 'valid' || card.kind === 'codeExpired') {
    const member = data.members[card.qrIdentifier];
    if (member) return judgeMember(data, history, list, scan, member, card.kind === 'codeExpired');
  }
  if (card.kind === 'invalid') return { result: 'refused', reason: card.reason === 'unknown' ? 'notFound' : 'malformed' };
  const ticket = data.tickets[scan.code];
  if (ticket) return judgeTicket(history, list, scan, ticket);
  if (MEMBERSHIP_NUMBER.test(scan.code)) {
    const number = Number(scan.code);
    const member = Object.values(data.members).find((entry) => entry.membershipNumber === number);
    if (member) return judgeMember(data, history, list, scan, member, false);
  }
  return { result: 'refused', reason: 'notFound' };
}

/** Inside now, as far as this phone knows: the download's list, then its own later scans. */
function isInside(data: OfflineData, history: readonly LocalScan[], listHash: string, subjectHash: string): boolean {
  let inside = (data.insideByList[listHash] ?? []).includes(subjectHash);
  for (const scan of history) {
    if (scan.listHash !== listHash || scan.subjectHash !== subjectHash || scan.result === 'refused') continue;
    inside = scan.direction === 'entry';
  }
  return inside;
}

const hasLeft = (history: readonly LocalScan[], listHash: string, subjectHash: string) =>
  history.some(
    (scan) => scan.listHash === listHash && scan.subjectHash === subjectHash && scan.direction === 'exit' && scan.result !== 'refused',
  );

function judgeMember(
  data: OfflineData,
  history: readonly LocalScan[],
  list: OfflineList,
  scan: PendingScan,
  member: OfflineMember,
  oldCode: boolean,
): Verdict {
  const refuse = (reason: ScanReason): Verdict => ({ result: 'refused', reason, member });
  if (list.kind !== 'members') return refuse('wrongEvent');
  if (!member.enabled) return refuse('disabled');
  if (!member.active) return refuse('inactive');
  const inside = isInside(data, history, list.hash, member.hash);
  if (scan.direction === 'exit') return inside ? { result: 'admitted', reason: 'valid', member } : refuse('notInside');
  if (inside && !list.allowMultipleEntries) return refuse('alreadyInside');
  if (!list.allowEntryAfterExit && hasLeft(history, list.hash, member.hash)) return refuse('notInside');
  if (member.feeStanding === 'lapsed')
    return list.feesOverdue === 'refuse' ? refuse('feesOverdue') : { result: 'warning', reason: 'feesOverdue', member };
  if (oldCode) return { result: 'warning', reason: 'codeExpired', member };
  return { result: 'admitted', reason: 'valid', member };
}

function judgeTicket(history: readonly LocalScan[], list: OfflineList, scan: PendingScan, ticket: OfflineTicket): Verdict {
  const refuse = (reason: ScanReason, previous?: ScanAnswer['previous']): Verdict => ({ result: 'refused', reason, ticket, previous });
  if (list.kind !== 'tickets') return refuse('wrongEvent');
  if (ticket.status === 'cancelled') return refuse('ticketCancelled');
  if (ticket.status === 'refunded') return refuse('ticketRefunded');
  const here = history.filter((entry) => entry.subjectHash === ticket.hash && entry.listHash === list.hash && entry.result !== 'refused');
  const lastHere = here.at(-1);
  if (scan.direction === 'exit') {
    return lastHere?.direction === 'entry' || (!lastHere && ticket.used)
      ? { result: 'admitted', reason: 'valid', ticket }
      : refuse('notInside');
  }
  // A ticket is valid once per event; re-entry only after an exit where the list allows it.
  if (lastHere?.direction === 'exit' && list.allowEntryAfterExit) return { result: 'admitted', reason: 'valid', ticket };
  if (lastHere) return refuse('alreadyUsed', { at: lastHere.scannedAt, listName: list.name, deviceName: null });
  if (ticket.used) return refuse('alreadyUsed', ticket.used);
  return { result: 'admitted', reason: 'valid', ticket };
}
