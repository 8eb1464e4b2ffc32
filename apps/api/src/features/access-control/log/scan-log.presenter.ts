import type { AccessScan, ScanCodeKind, ScanDirection, ScanReason, ScanResult } from '@tribuna/contract/access-control';
import type { ScanLogRow } from './scan-log.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export const presentLogRow = (row: ScanLogRow): AccessScan => ({
  hash: row.hash,
  listHash: row.listHash,
  listName: row.listName,
  result: row.result as ScanResult,
  reason: row.reason as ScanReason,
  codeKind: row.codeKind as ScanCodeKind,
  direction: row.direction as ScanDirection,
  personHash: row.personHash,
  personName: row.personName,
  ticketReference: row.ticketReference,
  ticketProduct: row.ticketProduct,
  controllerName: row.controllerName,
  deviceName: row.deviceName,
  offline: row.offline,
  conflict: row.conflict,
  scannedAt: iso(row.scannedAt),
  receivedAt: iso(row.receivedAt),
  annulled: row.annulledAt ? { at: iso(row.annulledAt), by: row.annulledBy ?? '', reason: row.annulReason ?? '' } : null,
});
