import type { FeeStanding } from '@tribuna/contract';
import type {
  ScanAnswer,
  ScanCodeKind,
  ScanDirection,
  ScanPerson,
  ScanReason,
  ScanResult,
  ScanTicket,
} from '@tribuna/contract/access-control';
import type { DoorPerson, DoorTicket, Movement, ScanRow } from './scans.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The person's membership today as My ID shows it (member-card's rule): enabled, an accepted
 * profile, the club's season not over, fees not lapsed.
 */
export const isActiveMember = (person: DoorPerson, seasonEndsOn: string | null, today: string, standing: FeeStanding | null) =>
  person.enabled && !person.preEnrollment && (seasonEndsOn === null || today <= seasonEndsOn) && standing?.status !== 'lapsed';

export const presentDoorPerson = (person: DoorPerson, standing: FeeStanding | null, active: boolean): ScanPerson => ({
  hash: person.hash,
  name: `${person.name} ${person.surname}`.trim(),
  membershipNumber: person.membershipNumber,
  photoUrl: person.photo,
  enabled: person.enabled,
  status: active ? 'active' : 'inactive',
  feeStanding: standing,
});

export const presentDoorTicket = (ticket: DoorTicket): ScanTicket => ({
  hash: ticket.hash,
  reference: ticket.reference,
  product: ticket.product,
  event: ticket.event,
  seat: ticket.seatRow !== null && ticket.seatNumber !== null ? { row: ticket.seatRow, seat: ticket.seatNumber } : null,
});

export const presentMovement = (movement: Movement | undefined) =>
  movement ? { at: iso(movement.scannedAt), listName: movement.listName, deviceName: movement.deviceName } : null;

/** The door's answer for a logged scan, with whom or what it found and the earlier scan it points at. */
export function presentScanAnswer(
  row: ScanRow,
  listHash: string,
  found: { person?: ScanPerson | null; ticket?: ScanTicket | null; previous?: Movement | undefined },
): ScanAnswer {
  return {
    scanHash: row.publicId,
    result: row.result as ScanResult,
    reason: row.reason as ScanReason,
    codeKind: row.codeKind as ScanCodeKind,
    direction: row.direction as ScanDirection,
    listHash,
    scannedAt: iso(row.scannedAt),
    person: found.person ?? null,
    ticket: found.ticket ?? null,
    previous: presentMovement(found.previous),
  };
}
