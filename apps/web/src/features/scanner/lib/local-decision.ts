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

/** Anything a Tribuna QR could hold; other text is not ours (as the API reads codes). */
const PLAUSIBLE = /^[A-Za-z0-9_-]{4,128}$/;
/** A typed reference (`T-4F7K-2Q`, `t4f7k2q`) compared without case or separators. */
const referenceKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Typed references and membership numbers, indexed once per copy: a scan stays a map lookup with
 * 20,000 members and 5,000 tickets (the 5 ms locally).
 */
const indexes = new WeakMap<OfflineData, { byReference: Map<string, OfflineTicket>; byNumber: Map<number, OfflineMember> }>();
function indexesOf(data: OfflineData) {
  let found = indexes.get(data);
  if (!found) {
    found = { byReference: new Map(), byNumber: new Map() };
    for (const ticket of Object.values(data.tickets)) found.byReference.set(referenceKey(ticket.reference), ticket);
    for (const member of Object.values(data.members))
      if (member.membershipNumber !== null) found.byNumber.set(member.membershipNumber, member);
    indexes.set(data, found);
  }
  return found;
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
  const ticket = data.tickets[scan.code] ?? indexesOf(data).byReference.get(referenceKey(scan.code));
  if (ticket) return judgeTicket(history, list, scan, ticket);
  if (MEMBERSHIP_NUMBER.test(scan.code)) {
    const member = indexesOf(data).byNumber.get(Number(scan.code));
    return member ? judgeMember(data, history, list, scan, member, false) : { result: 'refused', reason: 'notFound' };
  }
  return { result: 'refused', reason: PLAUSIBLE.test(scan.code) ? 'notFound' : 'malformed' };
}

/** The latest movement that counts on this list, as far as this phone knows: the download's inside list, then its own scans. */
function latestMovement(
  data: OfflineData,
  history: readonly LocalScan[],
  listHash: string,
  subjectHash: string,
): 'entry' | 'exit' | undefined {
  let latest: 'entry' | 'exit' | undefined = (data.insideByList[listHash] ?? []).includes(subjectHash) ? 'entry' : undefined;
  for (const scan of history) {
    if (scan.listHash === listHash && scan.subjectHash === subjectHash && scan.result !== 'refused') latest = scan.direction;
  }
  return latest;
}

/** Entry and exit against the latest movement (the API's movement rule). */
function movementRule(list: OfflineList, direction: 'entry' | 'exit', latest: 'entry' | 'exit' | undefined): ScanReason | null {
  if (direction === 'exit') return latest === 'entry' ? null : 'notInside';
  if (latest === 'entry' && !list.allowMultipleEntries) return 'alreadyInside';
  if (latest === 'exit' && !list.allowEntryAfterExit) return 'notInside';
  return null;
}

function judgeMember(
  data: OfflineData,
  history: readonly LocalScan[],
  list: OfflineList,
  scan: PendingScan,
  member: OfflineMember,
  oldCode: boolean,
): Verdict {
  const refuse = (reason: ScanReason): Verdict => ({ result: 'refused', reason, member });
  const admit: Verdict = { result: 'admitted', reason: 'valid', member };
  // A ticket list is a match gate: members come in with their card there too (as the API judges).
  const latest = latestMovement(data, history, list.hash, member.hash);
  // Letting someone out needs only that they are inside: a gate never keeps a person in.
  if (scan.direction === 'exit') {
    const movement = movementRule(list, 'exit', latest);
    return movement ? refuse(movement) : admit;
  }
  if (!member.enabled) return refuse('disabled');
  if (!member.active) return refuse('inactive');
  const lapsed = member.feeStanding === 'lapsed';
  if (lapsed && list.feesOverdue === 'refuse') return refuse('feesOverdue');
  const movement = movementRule(list, 'entry', latest);
  if (movement) return refuse(movement);
  if (oldCode) return { result: 'warning', reason: 'codeExpired', member };
  if (lapsed) return { result: 'warning', reason: 'feesOverdue', member };
  return admit;
}

function judgeTicket(history: readonly LocalScan[], list: OfflineList, scan: PendingScan, ticket: OfflineTicket): Verdict {
  const refuse = (reason: ScanReason, previous?: ScanAnswer['previous']): Verdict => ({ result: 'refused', reason, ticket, previous });
  const admit: Verdict = { result: 'admitted', reason: 'valid', ticket };
  if (list.kind !== 'tickets') return refuse('wrongEvent');
  const here = history.filter((entry) => entry.subjectHash === ticket.hash && entry.listHash === list.hash && entry.result !== 'refused');
  const lastHere = here.at(-1);
  // What the download knew counts as an entry here unless this phone saw it leave since.
  const latest = lastHere?.direction ?? (ticket.used ? 'entry' : undefined);
  if (scan.direction === 'exit') {
    const movement = movementRule(list, 'exit', latest);
    return movement ? refuse(movement) : admit;
  }
  if (ticket.status === 'refunded') return refuse('ticketRefunded');
  if (ticket.status === 'cancelled') return refuse('ticketCancelled');
  const previous = lastHere ? { at: lastHere.scannedAt, listName: list.name, deviceName: null } : (ticket.used ?? undefined);
  if (!ticket.used && !lastHere) return admit;
  // Used: it may enter again only after an exit this phone saw, where the list allows it.
  if (lastHere?.direction === 'exit' && list.allowEntryAfterExit) return admit;
  return refuse('alreadyUsed', previous);
}
