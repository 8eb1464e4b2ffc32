import { z } from 'zod';
import {
  ACCESS_LIST_KINDS,
  FEES_OVERDUE_POLICIES,
  SCAN_CODE_MAX,
  SCAN_DIRECTIONS,
  SCAN_NONCE_MAX,
  SCAN_NONCE_MIN,
  SCAN_REASONS,
  SCAN_RESULTS,
  ScanAnswerSchema,
} from './access-control';
import { SeatSchema } from './commerce';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { FeeStandingSchema } from './fees-standing';

/**
 * The phones that scan at the door (issue 24 part 5) and what they keep for scanning offline.
 * A manager shows a one-time registration code as a QR (`TRBDEV1.<token>`, 10 minutes); a signed-in
 * controller's phone reads it and claims it with a name, getting the device's secret (sent in the
 * `X-Access-Device` header on every offline call) and the data key it encrypts its offline copy
 * with. A revoked device is answered 403 `DEVICE_REVOKED` (an unknown one 403 `DEVICE_UNKNOWN`):
 * the phone drops its key and its offline data.
 */
export const DEVICE_HEADER = 'X-Access-Device';
export const DEVICE_QR_PREFIX = 'TRBDEV1.';
export const DEVICE_TOKEN_MINUTES = 10;
export const DEVICE_NAME_MAX = 60;
/** Queued scans one upload may carry (a phone sends more in several calls). */
export const OFFLINE_UPLOAD_MAX = 500;

/** The text of the registration QR, and the token it carries (null for any other text). */
export const deviceQrText = (token: string) => `${DEVICE_QR_PREFIX}${token}`;
export const deviceTokenOf = (text: string): string | null => {
  const token = text.trim().startsWith(DEVICE_QR_PREFIX) ? text.trim().slice(DEVICE_QR_PREFIX.length) : '';
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
};

export const AccessDeviceSchema = z.object({
  hash: z.string(),
  name: z.string(),
  /** The one list the device scans for, or null for any of the club's lists. */
  listHash: z.string().nullable(),
  listName: z.string().nullable(),
  registeredAt: z.string(),
  /** Who showed the registration code (their name), null once their account is gone. */
  registeredBy: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AccessDevice = z.infer<typeof AccessDeviceSchema>;
export const AccessDeviceListSchema = hydraCollectionSchema(AccessDeviceSchema);
export type AccessDeviceList = z.infer<typeof AccessDeviceListSchema>;

export const AccessDeviceParamsSchema = ClubHashParamsSchema.extend({ deviceHash: PublicIdSchema });
export const OfflineListParamsSchema = ClubHashParamsSchema.extend({ listHash: PublicIdSchema });

export const CreateDeviceTokenBodySchema = z.object({
  /** Limits the phone to one list; absent or null for any of the club's lists. */
  listHash: PublicIdSchema.nullable().optional(),
});
export type CreateDeviceTokenBody = z.input<typeof CreateDeviceTokenBodySchema>;

/** The registration code the manager's page shows as a QR (`qrText`) until `expiresAt`. */
export const DeviceTokenSchema = z.object({
  token: z.string(),
  qrText: z.string(),
  expiresAt: z.string(),
  listHash: z.string().nullable(),
});
export type DeviceToken = z.infer<typeof DeviceTokenSchema>;

export const ClaimDeviceBodySchema = z.object({
  /** The token of the QR (`TRBDEV1.<token>`; the whole QR text is read too). */
  token: z
    .string()
    .trim()
    .min(1, fieldError('required'))
    .max(200, fieldError('tooLong'))
    .transform((text) => deviceTokenOf(text) ?? text),
  name: z.string().trim().min(1, fieldError('required')).max(DEVICE_NAME_MAX, fieldError('tooLong')),
});
export type ClaimDeviceBody = z.input<typeof ClaimDeviceBodySchema>;

/** Given once, at registration: the phone keeps the secret and the key; the server only a hash of the secret. */
export const ClaimedDeviceSchema = z.object({
  deviceHash: z.string(),
  name: z.string(),
  listHash: z.string().nullable(),
  /** Sent as the `X-Access-Device` header on offline calls. */
  deviceSecret: z.string(),
  /** AES-GCM key (32 bytes, base64url) for the phone's offline copy; also in every package. */
  dataKey: z.string(),
});
export type ClaimedDevice = z.infer<typeof ClaimedDeviceSchema>;

export const OfflinePackageQuerySchema = z.object({
  /** The `cursor` of the previous package: only what changed since comes back. */
  since: z
    .string()
    .regex(/^\d{1,16}$/, fieldError('invalid'))
    .optional(),
});
export type OfflinePackageQuery = z.input<typeof OfflinePackageQuerySchema>;

/** A member as the door needs them offline: no e-mail, no phone. */
export const OfflineMemberSchema = z.object({
  hash: z.string(),
  qrIdentifier: z.string(),
  membershipNumber: z.number().int().nullable(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  enabled: z.boolean(),
  /** Enabled and within the club's season (fees judged apart, by `feeStanding`). */
  active: z.boolean(),
  feeStanding: FeeStandingSchema.nullable(),
  /** Checks the rotating code of the person's card (card-code.ts). */
  cardKey: z.string(),
});
export type OfflineMember = z.infer<typeof OfflineMemberSchema>;

export const OFFLINE_TICKET_STATUSES = ['valid', 'cancelled', 'refunded'] as const;

export const OfflineTicketSchema = z.object({
  hash: z.string(),
  /** What the ticket's QR holds. */
  code: z.string(),
  reference: z.string(),
  product: z.string(),
  event: z.string(),
  seat: SeatSchema.nullable(),
  status: z.enum(OFFLINE_TICKET_STATUSES),
  /** Its admission (not annulled) on this list, anywhere: when and at which list. */
  usedAt: z.string().nullable(),
  usedListName: z.string().nullable(),
});
export type OfflineTicket = z.infer<typeof OfflineTicketSchema>;

/** The list's rules, as the phone applies them offline. */
export const OfflineListSchema = z.object({
  hash: z.string(),
  name: z.string(),
  kind: z.enum(ACCESS_LIST_KINDS),
  campaignName: z.string().nullable(),
  allowMultipleEntries: z.boolean(),
  allowEntryAfterExit: z.boolean(),
  autoCheckoutAt: z.string().nullable(),
  feesOverdue: z.enum(FEES_OVERDUE_POLICIES),
});

/**
 * What a phone needs to scan one list offline. `full` packages hold everyone; one asked `since` a
 * cursor holds only the members and tickets changed since (replace them by hash), and the phone's
 * own conflicts found since. Every list has the club's people (cards are good at a match's gate
 * too); a ticket list also has its event's tickets. A person or ticket deleted since is not told:
 * the phone drops it at its next full package (at least daily, `expiresAt`).
 */
export const OfflinePackageSchema = z.object({
  full: z.boolean(),
  /** Ask again with `since=<cursor>` for the changes after this package. */
  cursor: z.string(),
  generatedAt: z.string(),
  /** The phone should not decide offline with this package after this moment (24 h). */
  expiresAt: z.string(),
  dataKey: z.string(),
  list: OfflineListSchema,
  members: z.array(OfflineMemberSchema),
  tickets: z.array(OfflineTicketSchema),
  /**
   * Who is inside on this list now (member hashes whose latest counted movement here is an entry),
   * sent whole in every package, deltas too: a phone offline must not let a member in twice where
   * the list allows one entry, and it keeps only its own scans besides.
   */
  inside: z.array(z.string()),
  /** This phone's scans marked as conflicts since the cursor (both phones hear of them). */
  conflicts: z.array(z.object({ nonce: z.string(), scanHash: z.string(), reason: z.enum(SCAN_REASONS) })),
});
export type OfflinePackage = z.infer<typeof OfflinePackageSchema>;

/** One scan decided on the phone while offline, uploaded later. */
export const OfflineScanSchema = z.object({
  nonce: z
    .string()
    .min(SCAN_NONCE_MIN, fieldError('tooShort'))
    .max(SCAN_NONCE_MAX, fieldError('tooLong'))
    .regex(/^[A-Za-z0-9_-]+$/, fieldError('invalidIdentifier')),
  listHash: PublicIdSchema,
  code: z.string().trim().min(1, fieldError('required')).max(SCAN_CODE_MAX, fieldError('tooLong')),
  direction: z.enum(SCAN_DIRECTIONS),
  /** The phone's clock when it scanned (ISO 8601). */
  scannedAt: z.iso.datetime({ offset: true, message: fieldError('invalidFormat') }),
  /** What the phone showed. */
  localResult: z.enum(SCAN_RESULTS),
  localReason: z.enum(SCAN_REASONS),
});
export type OfflineScan = z.input<typeof OfflineScanSchema>;

export const OfflineUploadBodySchema = z.object({
  scans: z.array(OfflineScanSchema).min(1, fieldError('required')).max(OFFLINE_UPLOAD_MAX, fieldError('tooLong')),
});
export type OfflineUploadBody = z.input<typeof OfflineUploadBodySchema>;

/** Each uploaded scan as logged (its nonce, then the answer: conflict and admittedButInvalid included). */
export const OfflineUploadAnswerSchema = z.object({
  scans: z.array(ScanAnswerSchema.extend({ nonce: z.string(), conflict: z.boolean() })),
});
export type OfflineUploadAnswer = z.infer<typeof OfflineUploadAnswerSchema>;
