import { newCardKey } from '@tribuna/contract/card-code';
import type { LocalScan, OfflineData, OfflineList, OfflineMember, OfflineTicket } from '../lib/offline-data';
import type { PendingScan } from '../lib/use-scan-engine';

export const gate: OfflineList = {
  hash: 'list-gate',
  name: 'Puerta principal',
  kind: 'members',
  allowMultipleEntries: false,
  allowEntryAfterExit: true,
  feesOverdue: 'warn',
};
export const matchList: OfflineList = { ...gate, hash: 'list-match', name: 'Gate 2', kind: 'tickets' };

export function member(overrides: Partial<OfflineMember> = {}): OfflineMember {
  return {
    hash: 'person-ana',
    qrIdentifier: 'qr-ana',
    membershipNumber: 17,
    name: 'Ana Pérez',
    photoUrl: null,
    enabled: true,
    active: true,
    feeStanding: 'current',
    cardKey: newCardKey(),
    ...overrides,
  };
}

export function ticket(overrides: Partial<OfflineTicket> = {}): OfflineTicket {
  return {
    hash: 'ticket-1',
    code: 'TKT-ABC123',
    reference: 'ABC123',
    product: 'Tribuna norte',
    event: 'CD Demo - Rival',
    seat: { row: 3, seat: 12 },
    status: 'valid',
    used: null,
    ...overrides,
  };
}

export function offlineData(members: OfflineMember[], tickets: OfflineTicket[] = []): OfflineData {
  return {
    lists: { [gate.hash]: gate, [matchList.hash]: matchList },
    members: Object.fromEntries(members.map((entry) => [entry.qrIdentifier, entry])),
    tickets: Object.fromEntries(tickets.map((entry) => [entry.code, entry])),
    insideByList: {},
  };
}

let count = 0;
export function pending(code: string, listHash: string, direction: 'entry' | 'exit' = 'entry'): PendingScan {
  count += 1;
  return { nonce: `nonce${String(count).padStart(6, '0')}`, listHash, code, direction, scannedAt: '2026-05-10T17:42:00.000Z' };
}

export const asHistory = (scan: PendingScan, result: LocalScan['result'], subjectHash: string): LocalScan => ({
  ...scan,
  clubHash: 'club',
  result,
  reason: result === 'refused' ? 'notFound' : 'valid',
  subjectHash,
});
