import { z } from 'zod';
import { calendarDaySchema } from './common/db-bounds';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema, hydraKeysetCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';

/**
 * Audit and data rights (issue 25 part 4), Administration → Audit and Data rights: the club's
 * audit log, a person's data export (GDPR access), erasure with a dry run, a second manager's
 * approval and a 14-day undo window, and the whole club's export for a club that leaves.
 */

// ---- Audit log -------------------------------------------------------------------------------

export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;

/** Groups of actions the log can be narrowed to (the prefixes of the recorded action names). */
export const AUDIT_ACTION_GROUPS = ['impersonation', 'charges', 'roles', 'features', 'exports', 'dataRights', 'people'] as const;
export type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

export const AuditLogQuerySchema = z
  .object({
    /** Entries by this person (their account) or about them. */
    person: PublicIdSchema.optional(),
    /** First and last day (Europe/Madrid), both included. */
    from: calendarDaySchema().optional(),
    to: calendarDaySchema().optional(),
    group: z.enum(AUDIT_ACTION_GROUPS, fieldError('invalidChoice')).optional(),
    /** The `hydra:next` cursor of the previous page. */
    cursor: z
      .string()
      .regex(/^[0-9]{1,18}$/, fieldError('invalidIdentifier'))
      .optional(),
    itemsPerPage: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: fieldError('endsBeforeStart') });
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>;

/** Someone named by an entry: an account's name, and their profile in this club when they have one. */
export const AuditPersonSchema = z.object({ name: z.string(), personHash: z.string().nullable() });

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  group: z.enum(AUDIT_ACTION_GROUPS).nullable(),
  actor: AuditPersonSchema.nullable(),
  /** The real person behind an impersonation. */
  impersonatedBy: AuditPersonSchema.nullable(),
  target: z.string().nullable(),
  /** What the action recorded (fields changed, before and after, counts); never secrets. */
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = hydraKeysetCollectionSchema(AuditEntrySchema);
export type AuditLog = z.infer<typeof AuditLogSchema>;

// ---- A person's data export --------------------------------------------------------------------

export const DATA_EXPORT_FORMATS = ['json', 'pdf'] as const;
export const DataExportQuerySchema = z.object({ format: z.enum(DATA_EXPORT_FORMATS, fieldError('invalidChoice')).default('json') });
export const PersonDataParamsSchema = ClubHashParamsSchema.extend({ personHash: PublicIdSchema });

// ---- Erasure -----------------------------------------------------------------------------------

/** What erasure does with one kind of data. */
export const ERASURE_OUTCOMES = ['erase', 'anonymise', 'keep'] as const;
export type ErasureOutcome = (typeof ERASURE_OUTCOMES)[number];

/** The kinds of a person's data the dry run lists (one line each, with its count). */
export const ERASURE_ITEMS = [
  'identity',
  'contact',
  'photo',
  'cardAndQr',
  'accountLink',
  'guardianships',
  'teams',
  'mailboxes',
  'messageCopies',
  'authoredMessages',
  'bookings',
  'joiningRequests',
  'doorEntries',
  'charges',
  'payments',
  'mandates',
  'orders',
  'subsidyBeneficiaries',
  'auditLog',
] as const;
export type ErasureItem = (typeof ERASURE_ITEMS)[number];

/** Why a kind is kept or anonymised rather than erased (words in the data-rights catalogue). */
export const ERASURE_REASONS = [
  'personalData',
  'accountingRetention',
  'sepaRetention',
  'othersConversations',
  'securityRecord',
  'statistics',
  'accountIsThePersons',
  'grantJustification',
] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number];

export const ErasurePlanLineSchema = z.object({
  item: z.enum(ERASURE_ITEMS),
  outcome: z.enum(ERASURE_OUTCOMES),
  count: z.number().int().min(0),
  reason: z.enum(ERASURE_REASONS),
  /** For kept data: the day the legal retention ends for the newest record (null: not computable). */
  keptUntil: z.string().nullable(),
});
export type ErasurePlanLine = z.infer<typeof ErasurePlanLineSchema>;

export const ErasurePlanSchema = z.object({
  personHash: z.string(),
  name: z.string(),
  lines: z.array(ErasurePlanLineSchema),
});
export type ErasurePlan = z.infer<typeof ErasurePlanSchema>;

/** Days an approved erasure waits, undoable, before it is carried out. */
export const ERASURE_UNDO_DAYS = 14;

export const ERASURE_STATUSES = ['awaiting_approval', 'scheduled', 'executed', 'cancelled', 'undone'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

export const ERASURE_NOTE_MAX = 500;

export const CreateErasureBodySchema = z.object({
  personHash: PublicIdSchema,
  /** The day the person asked (the one-month legal deadline runs from it); today when absent. */
  receivedOn: calendarDaySchema().optional(),
  note: z.string().trim().max(ERASURE_NOTE_MAX, fieldError('tooLong')).optional(),
});
export type CreateErasureBody = z.input<typeof CreateErasureBodySchema>;

export const ErasureRequestParamsSchema = ClubHashParamsSchema.extend({ requestHash: PublicIdSchema });

export const ErasureRequestSchema = z.object({
  hash: z.string(),
  status: z.enum(ERASURE_STATUSES),
  person: z.object({ hash: z.string(), name: z.string() }),
  requestedBy: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
  receivedOn: z.string(),
  /** One month after the request was received (GDPR art. 12.3). */
  dueOn: z.string(),
  /** Past its due day without an answer (approval or cancellation). */
  overdue: z.boolean(),
  approvedBy: z.string().nullable(),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
  /** When a scheduled erasure is carried out; until then it can be undone. */
  executesAt: z.iso.datetime({ offset: true }).nullable(),
  executedAt: z.iso.datetime({ offset: true }).nullable(),
  closedBy: z.string().nullable(),
  note: z.string().nullable(),
  /** The dry run shown when the request was made. */
  plan: z.array(ErasurePlanLineSchema),
  /** Whether the caller may approve it (awaiting approval and not their own request). */
  canApprove: z.boolean(),
});
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>;
export const ErasureRequestListSchema = hydraCollectionSchema(ErasureRequestSchema);
export type ErasureRequestList = z.infer<typeof ErasureRequestListSchema>;
