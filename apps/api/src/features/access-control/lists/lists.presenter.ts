import type { AccessList, AccessListKind, FeesOverduePolicy, ScannerList } from '@tribuna/contract/access-control';
import type { AccessListWithEvent, ListCounters } from './lists.repository';

const NO_COUNTS: ListCounters = { insideNow: 0, admittedToday: 0, refusedToday: 0 };

/** `HH:MM:SS` as the database keeps a time of day, `HH:MM` as people set it. */
export const timeOfDay = (value: string | null): string | null => (value === null ? null : value.slice(0, 5));

export const presentAccessList = (row: AccessListWithEvent, counters: ListCounters | undefined): AccessList => ({
  hash: row.publicId,
  name: row.name,
  kind: row.kind as AccessListKind,
  campaignHash: row.campaignHash,
  campaignName: row.campaignName,
  allowMultipleEntries: row.allowMultipleEntries,
  allowEntryAfterExit: row.allowEntryAfterExit,
  autoCheckoutAt: timeOfDay(row.autoCheckoutAt),
  feesOverdue: row.feesOverdue as FeesOverduePolicy,
  ...(counters ?? NO_COUNTS),
  createdAt: row.createdAt.toISOString(),
});

export const presentScannerList = (row: AccessListWithEvent): ScannerList => ({
  hash: row.publicId,
  name: row.name,
  kind: row.kind as AccessListKind,
  campaignName: row.campaignName,
});
