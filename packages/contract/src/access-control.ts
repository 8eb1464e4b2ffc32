import { z } from 'zod';
import { SeatSchema } from './commerce';
import { calendarDaySchema } from './common/db-bounds';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { FeeStandingSchema } from './fees-standing';

/**
 * Access control at the door (issue 24): check-in lists ("Puerta principal", "Gate 2"), the scan
 * of a member's card or a ticket, and the log of every scan. pretix's model: a list is a members'
 * gate or an event's (its tickets, and members with their card), with entry and exit, and checks
 * everyone out at a set time.
 */

export const ACCESS_LIST_KINDS = ['members', 'tickets'] as const;
export type AccessListKind = (typeof ACCESS_LIST_KINDS)[number];
/** What the gate does with a member whose fees are lapsed: let in amber, or refuse. */
export const FEES_OVERDUE_POLICIES = ['warn', 'refuse'] as const;
export type FeesOverduePolicy = (typeof FEES_OVERDUE_POLICIES)[number];
export const SCAN_DIRECTIONS = ['entry', 'exit'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];
/** Green, red, amber. A warning lets the person in (it counts as inside) but tells the controller why. */
export const SCAN_RESULTS = ['admitted', 'refused', 'warning'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
export const SCAN_CODE_KINDS = ['member', 'ticket', 'unknown'] as const;
export type ScanCodeKind = (typeof SCAN_CODE_KINDS)[number];

/**
 * Why a scan answered as it did (translated in the web `scanner` namespace):
 * - valid: let in (or out);
 * - alreadyUsed: the ticket was admitted before (when and where in `previous`);
 * - notFound: no member or ticket of the club has this code;
 * - otherClub: a card or ticket of another club;
 * - malformed: not a code Tribuna writes (forged, damaged, random text);
 * - disabled / inactive: the person's profile is switched off, or not an active member;
 * - feesOverdue: lapsed fees (a warning or a refusal, as the list says);
 * - ticketCancelled / ticketRefunded: the ticket's order was cancelled or refunded;
 * - wrongEvent: a ticket of another event than the list's, or a ticket at a members' gate;
 * - codeExpired: a rotating card code older than the previous minute, or a bare old card QR (amber);
 * - alreadyInside: an entry while inside on a list without multiple entries;
 * - notInside: an exit of someone not inside, or an entry after exit where the list forbids it;
 * - admittedButInvalid: an offline phone let in a ticket cancelled after its download;
 * - conflict: two offline phones admitted one ticket.
 */
export const SCAN_REASONS = [
  'valid',
  'alreadyUsed',
  'notFound',
  'otherClub',
  'malformed',
  'disabled',
  'inactive',
  'feesOverdue',
  'ticketCancelled',
  'ticketRefunded',
  'wrongEvent',
  'codeExpired',
  'alreadyInside',
  'notInside',
  'admittedButInvalid',
  'conflict',
] as const;
export type ScanReason = (typeof SCAN_REASONS)[number];

export const ACCESS_LIST_NAME_MAX = 80;
export const SCAN_CODE_MAX = 512;
export const SCAN_NONCE_MIN = 8;
export const SCAN_NONCE_MAX = 64;
export const ANNUL_REASON_MAX = 500;
/** `HH:MM`, 24-hour clock, in the club's time zone. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A check-in list as its managers see it, with its live counters. */
export const AccessListSchema = z.object({
  hash: z.string(),
  name: z.string(),
  kind: z.enum(ACCESS_LIST_KINDS),
  /** The event (a shop campaign) whose tickets a ticket list admits; null for member lists. */
  campaignHash: z.string().nullable(),
  campaignName: z.string().nullable(),
  allowMultipleEntries: z.boolean(),
  allowEntryAfterExit: z.boolean(),
  /** `HH:MM` at which everyone still inside is checked out, or null. */
  autoCheckoutAt: z.string().nullable(),
  feesOverdue: z.enum(FEES_OVERDUE_POLICIES),
  /** People or tickets inside now (entries not yet followed by an exit or the auto check-out). */
  insideNow: z.number().int(),
  /** Admitted entries (green or amber) since the club's midnight. */
  admittedToday: z.number().int(),
  /** Refused scans since the club's midnight. */
  refusedToday: z.number().int(),
  createdAt: z.string(),
});
export type AccessList = z.infer<typeof AccessListSchema>;
export const AccessListListSchema = hydraCollectionSchema(AccessListSchema);
export type AccessListList = z.infer<typeof AccessListListSchema>;

/** What a controller may read of the lists: which one to scan for. */
export const ScannerListSchema = z.object({
  hash: z.string(),
  name: z.string(),
  kind: z.enum(ACCESS_LIST_KINDS),
  campaignName: z.string().nullable(),
});
export type ScannerList = z.infer<typeof ScannerListSchema>;
export const ScannerListListSchema = hydraCollectionSchema(ScannerListSchema);
export type ScannerListList = z.infer<typeof ScannerListListSchema>;

const ListNameSchema = z.string().trim().min(1, fieldError('required')).max(ACCESS_LIST_NAME_MAX, fieldError('tooLong'));
const TimeOfDaySchema = z.string().regex(TIME_OF_DAY_PATTERN, fieldError('timeFormat'));

export const CreateAccessListBodySchema = z
  .object({
    name: ListNameSchema,
    kind: z.enum(ACCESS_LIST_KINDS),
    campaignHash: PublicIdSchema.nullable().optional(),
    allowMultipleEntries: z.boolean().optional(),
    allowEntryAfterExit: z.boolean().optional(),
    autoCheckoutAt: TimeOfDaySchema.nullable().optional(),
    feesOverdue: z.enum(FEES_OVERDUE_POLICIES).optional(),
  })
  .refine((body) => body.kind !== 'tickets' || !!body.campaignHash, {
    path: ['campaignHash'],
    message: fieldError('required'),
  });
export type CreateAccessListBody = z.input<typeof CreateAccessListBodySchema>;

/** Merge-patch of a list; its kind and event stay (its scans were judged by them). */
export const UpdateAccessListBodySchema = z.object({
  name: ListNameSchema.optional(),
  allowMultipleEntries: z.boolean().optional(),
  allowEntryAfterExit: z.boolean().optional(),
  autoCheckoutAt: TimeOfDaySchema.nullable().optional(),
  feesOverdue: z.enum(FEES_OVERDUE_POLICIES).optional(),
});
export type UpdateAccessListBody = z.input<typeof UpdateAccessListBodySchema>;

export const AccessListParamsSchema = ClubHashParamsSchema.extend({ listHash: PublicIdSchema });
export const AccessScanParamsSchema = ClubHashParamsSchema.extend({ scanHash: PublicIdSchema });

/**
 * One scan from the scanner: what the camera read (a card's `TRB1.` code, a bare qrIdentifier, a
 * ticket's QR code or reference) or what was typed (a membership number). `nonce` is the phone's
 * own id of this scan: sent twice, the second answer is the first one, never a second scan.
 */
export const ScanBodySchema = z.object({
  listHash: PublicIdSchema,
  code: z.string().trim().min(1, fieldError('required')).max(SCAN_CODE_MAX, fieldError('tooLong')),
  direction: z.enum(SCAN_DIRECTIONS).default('entry'),
  nonce: z
    .string()
    .min(SCAN_NONCE_MIN, fieldError('tooShort'))
    .max(SCAN_NONCE_MAX, fieldError('tooLong'))
    .regex(/^[A-Za-z0-9_-]+$/, fieldError('invalidIdentifier')),
});
export type ScanBody = z.input<typeof ScanBodySchema>;

/** The person a member scan found, as the door shows them (no e-mail, no phone). */
export const ScanPersonSchema = z.object({
  hash: z.string(),
  name: z.string(),
  membershipNumber: z.number().int().nullable(),
  /** The photo's address, or null when the person has none. */
  photoUrl: z.string().nullable(),
  enabled: z.boolean(),
  /**
   * The live status My ID shows: enabled, within the club's season, fees not lapsed. The API
   * always sends it; a phone's own offline decision may leave it out.
   */
  status: z.enum(['active', 'inactive']).optional(),
  /** Fees' standing of the person (null when fees say nothing of them). */
  feeStanding: FeeStandingSchema.nullable(),
});
export type ScanPerson = z.infer<typeof ScanPersonSchema>;

export const ScanTicketSchema = z.object({
  hash: z.string(),
  reference: z.string(),
  product: z.string(),
  /** The event (campaign) it belongs to. */
  event: z.string(),
  seat: SeatSchema.nullable(),
});
export type ScanTicket = z.infer<typeof ScanTicketSchema>;

/** An earlier scan a refusal points at ("already used at 19:42 at Gate 2"). */
export const PreviousScanSchema = z.object({
  at: z.string(),
  listName: z.string(),
  /** The phone that scanned it, when it was a registered device. */
  deviceName: z.string().nullable(),
});

/** The door's answer to one scan: green, red or amber, why, and whom or what it was. */
export const ScanAnswerSchema = z.object({
  scanHash: z.string(),
  result: z.enum(SCAN_RESULTS),
  reason: z.enum(SCAN_REASONS),
  codeKind: z.enum(SCAN_CODE_KINDS),
  direction: z.enum(SCAN_DIRECTIONS),
  listHash: z.string(),
  scannedAt: z.string(),
  person: ScanPersonSchema.nullable(),
  ticket: ScanTicketSchema.nullable(),
  previous: PreviousScanSchema.nullable(),
});
export type ScanAnswer = z.infer<typeof ScanAnswerSchema>;

/** One line of the scan log (who, what, when, where, result). */
export const AccessScanSchema = z.object({
  hash: z.string(),
  listHash: z.string(),
  listName: z.string(),
  result: z.enum(SCAN_RESULTS),
  reason: z.enum(SCAN_REASONS),
  codeKind: z.enum(SCAN_CODE_KINDS),
  direction: z.enum(SCAN_DIRECTIONS),
  personHash: z.string().nullable(),
  personName: z.string().nullable(),
  ticketReference: z.string().nullable(),
  ticketProduct: z.string().nullable(),
  /** The controller who scanned (their name), null for the automatic check-out. */
  controllerName: z.string().nullable(),
  deviceName: z.string().nullable(),
  offline: z.boolean(),
  conflict: z.boolean(),
  /** The phone's time of the scan. */
  scannedAt: z.string(),
  receivedAt: z.string(),
  annulled: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
});
export type AccessScan = z.infer<typeof AccessScanSchema>;
export const AccessScanListSchema = hydraCollectionSchema(AccessScanSchema);
export type AccessScanList = z.infer<typeof AccessScanListSchema>;

/** The log's filters: a list, a result, a person or ticket (name, reference), a day (YYYY-MM-DD). */
export const AccessScanQuerySchema = PaginationQuerySchema.extend({
  listHash: PublicIdSchema.optional(),
  result: z.enum(SCAN_RESULTS).optional(),
  q: z.string().trim().max(100, fieldError('tooLong')).optional(),
  day: calendarDaySchema().optional(),
});
export type AccessScanQuery = z.input<typeof AccessScanQuerySchema>;

export const AnnulScanBodySchema = z.object({
  reason: z.string().trim().min(1, fieldError('required')).max(ANNUL_REASON_MAX, fieldError('tooLong')),
});
export type AnnulScanBody = z.input<typeof AnnulScanBodySchema>;
