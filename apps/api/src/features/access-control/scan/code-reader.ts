import type { ScanCodeKind, ScanReason } from '@tribuna/contract/access-control';
import { CARD_CODE_PREFIX, checkCardCode } from '@tribuna/contract/card-code';
import { normalizeHumanReference } from '../../../lib/human-reference';
import type { DoorPerson, DoorTicket, ScansRepository } from './scans.repository';

/** Where codes are looked up: the repository, or a batch's look-ups (scan-batch.ts). */
export type CodeLookups = Pick<ScansRepository, 'personByQr' | 'ticketByCode' | 'ticketByReference' | 'personByNumber'>;

/** What a scanned or typed text is: a person of the club, a ticket of the club, or a red answer. */
export type ReadCode =
  | { kind: 'member'; person: DoorPerson; codeExpired: boolean }
  | { kind: 'ticket'; ticket: DoorTicket }
  | { kind: 'refused'; codeKind: ScanCodeKind; reason: Extract<ScanReason, 'notFound' | 'otherClub' | 'malformed'> };

/** Membership numbers are what people type at the gate: a few digits. */
const MEMBERSHIP_NUMBER = /^\d{1,9}$/;
/** Anything a Tribuna QR could hold (qrIdentifiers, ticket codes); other text is not ours. */
const PLAUSIBLE = /^[A-Za-z0-9_-]{4,128}$/;

/**
 * Reads a code in the club at hand, in this order: a rotating card code (`TRB1.`), a ticket's QR
 * code, a ticket's reference typed at the gate (`T-4F7K-2Q`), a membership number, a bare
 * qrIdentifier (My ID before the rotating code: amber). Another club's card or ticket is
 * `otherClub`; text no Tribuna QR holds is `malformed`; the rest `notFound`.
 */
export async function readCode(scans: CodeLookups, clubId: number, code: string, atMs: number): Promise<ReadCode> {
  const inClub = <T extends { clubId: number }>(found: T, codeKind: ScanCodeKind, hit: (row: T) => ReadCode): ReadCode =>
    found.clubId === clubId ? hit(found) : { kind: 'refused', codeKind, reason: 'otherClub' };

  if (code.startsWith(`${CARD_CODE_PREFIX}.`)) {
    let person: DoorPerson | undefined;
    const check = await checkCardCode(code, async (qrIdentifier) => (person = await scans.personByQr(qrIdentifier))?.cardKey ?? null, atMs);
    if (check.kind === 'valid' || check.kind === 'codeExpired') {
      return inClub(person!, 'member', (found) => ({ kind: 'member', person: found, codeExpired: check.kind === 'codeExpired' }));
    }
    if (check.kind === 'invalid' && check.reason === 'unknown') return { kind: 'refused', codeKind: 'member', reason: 'notFound' };
    // A forged mac says nothing about whose card it claims to be, so it never names the club.
    return { kind: 'refused', codeKind: 'member', reason: 'malformed' };
  }
  const ticket = PLAUSIBLE.test(code) ? await scans.ticketByCode(code) : undefined;
  if (ticket) return inClub(ticket, 'ticket', (found) => ({ kind: 'ticket', ticket: found }));
  const reference = normalizeHumanReference('T', code);
  const byReference = reference ? await scans.ticketByReference(clubId, reference) : undefined;
  if (byReference) return { kind: 'ticket', ticket: byReference };
  if (MEMBERSHIP_NUMBER.test(code)) {
    const person = await scans.personByNumber(clubId, Number(code));
    return person ? { kind: 'member', person, codeExpired: false } : { kind: 'refused', codeKind: 'member', reason: 'notFound' };
  }
  if (!PLAUSIBLE.test(code)) return { kind: 'refused', codeKind: 'unknown', reason: 'malformed' };
  const person = await scans.personByQr(code);
  if (person) return inClub(person, 'member', (found) => ({ kind: 'member', person: found, codeExpired: true }));
  return { kind: 'refused', codeKind: 'unknown', reason: 'notFound' };
}
