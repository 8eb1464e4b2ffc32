import type { AccessListKind, FeesOverduePolicy, ScanDirection, ScanReason, ScanResult } from '@tribuna/contract/access-control';
import type { FeeStandingStatus } from '@tribuna/contract/fees-standing';

/**
 * What the phone keeps to decide without the API (issue 24: "the minimum, no e-mails, no
 * phones"), in the shape the local decision reads: maps by the code the camera sees. Built from
 * the API's offline package (offline-package.ts) and kept encrypted (offline-vault.ts).
 */
export interface OfflineList {
  hash: string;
  name: string;
  kind: AccessListKind;
  allowMultipleEntries: boolean;
  allowEntryAfterExit: boolean;
  feesOverdue: FeesOverduePolicy;
}

export interface OfflineMember {
  hash: string;
  qrIdentifier: string;
  membershipNumber: number | null;
  name: string;
  photoUrl: string | null;
  enabled: boolean;
  active: boolean;
  feeStanding: FeeStandingStatus | null;
  /** The person's card key (64 hex), which checks the rotating code on their card. */
  cardKey: string | null;
}

export type OfflineTicketStatus = 'valid' | 'cancelled' | 'refunded';

export interface OfflineTicket {
  hash: string;
  /** What the ticket's QR holds. */
  code: string;
  reference: string;
  product: string;
  event: string;
  seat: { row: number; seat: number } | null;
  status: OfflineTicketStatus;
  /** Its admission known at the last download: when and where. */
  used: { at: string; listName: string; deviceName: string | null } | null;
}

export interface OfflineData {
  lists: Record<string, OfflineList>;
  /** By qrIdentifier. */
  members: Record<string, OfflineMember>;
  /** By ticket code: the tickets of the list's own event (the package holds no others). */
  tickets: Record<string, OfflineTicket>;
  /** Who is inside per list at the download (member hashes and ticket hashes). */
  insideByList: Record<string, string[]>;
}

/** A scan this phone decided and still holds: the local decision reads them as its own history. */
export interface LocalScan {
  nonce: string;
  clubHash: string;
  listHash: string;
  code: string;
  direction: ScanDirection;
  scannedAt: string;
  result: ScanResult;
  reason: ScanReason;
  /** Whom or what it was (member or ticket hash), when the phone knew. */
  subjectHash: string | null;
}
