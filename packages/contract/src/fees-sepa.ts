import { z } from 'zod';
import { calendarDaySchema } from './common/db-bounds';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { SEPA_RETURN_ACTIONS } from './fees-sepa-reasons';

/**
 * SEPA direct debits, the manager's side (issue 23 part 4): the club's creditor identifiers (one
 * per bank), the due charges that can be collected, pain.008 batches and the bank's returns.
 * Money in integer cents; dates YYYY-MM-DD.
 */
/** A real calendar day (YYYY-MM-DD) within the database's range: '5074-42-21' is refused with a 400. */
const IsoDateSchema = calendarDaySchema();
const TextSchema = (max: number) => z.string().trim().min(1, fieldError('required')).max(max);

export const SEPA_SCHEMES = ['CORE', 'B2B'] as const;
export const SEPA_SEQUENCE_TYPES_SHOWN = ['FRST', 'RCUR', 'OOFF', 'FNAL'] as const;
export const SEPA_COLLECTION_STATES = ['submitted', 'collected', 'rejected', 'returned', 'refunded_by_debtor', 'cancelled'] as const;

export const SepaCreditorSchema = z.object({
  hash: z.string(),
  label: z.string(),
  name: z.string(),
  creditorIdentifier: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  preNotificationDays: z.number().int(),
  isDefault: z.boolean(),
  /** Batches made with it: a creditor with batches cannot be removed. */
  batches: z.number().int(),
});
export type SepaCreditor = z.infer<typeof SepaCreditorSchema>;
export const SepaCreditorListSchema = hydraCollectionSchema(SepaCreditorSchema);
export type SepaCreditorList = z.infer<typeof SepaCreditorListSchema>;

export const CreateSepaCreditorBodySchema = z.object({
  label: TextSchema(60),
  name: TextSchema(70),
  creditorIdentifier: z.string().trim().min(1, fieldError('required')).max(40),
  iban: z.string().trim().min(1, fieldError('required')).max(50),
  bic: z.string().trim().max(20).nullish(),
  preNotificationDays: z.number().int().min(1).max(60).default(14),
  isDefault: z.boolean().default(false),
});
export type CreateSepaCreditorBody = z.input<typeof CreateSepaCreditorBodySchema>;
export const UpdateSepaCreditorBodySchema = CreateSepaCreditorBodySchema.partial().extend({
  preNotificationDays: z.number().int().min(1).max(60).optional(),
  isDefault: z.boolean().optional(),
});
export type UpdateSepaCreditorBody = z.input<typeof UpdateSepaCreditorBodySchema>;
export const SepaCreditorParamsSchema = ClubHashParamsSchema.extend({ creditorHash: PublicIdSchema });

/** A due charge that can go into a batch: the member, the fee, the mandate and how it would be sent. */
export const SepaDueChargeSchema = z.object({
  chargeHash: z.string(),
  personName: z.string(),
  personSurname: z.string(),
  feeName: z.string(),
  instalment: z.number().int(),
  /** Cents: the charge plus any bank return fee added to it. */
  amount: z.number().int(),
  dueOn: IsoDateSchema,
  /** The charge came back from the bank before: this is a new attempt. */
  retry: z.boolean(),
  mandateReference: z.string(),
  holderName: z.string(),
  ibanMasked: z.string(),
  scheme: z.enum(SEPA_SCHEMES),
  sequenceType: z.enum(SEPA_SEQUENCE_TYPES_SHOWN),
  /** The mandate's account changed since its last debit: the debit carries the amendment. */
  amended: z.boolean(),
});
export type SepaDueCharge = z.infer<typeof SepaDueChargeSchema>;
export const SepaDueSchema = z.object({
  /** The earliest collection date a batch made today may ask for (one TARGET2 business day ahead). */
  earliestCollectionDate: IsoDateSchema,
  charges: z.array(SepaDueChargeSchema),
});
export type SepaDue = z.infer<typeof SepaDueSchema>;
export const SepaDueQuerySchema = z.object({ scheme: z.enum(SEPA_SCHEMES).default('CORE') });

export const CreateSepaBatchBodySchema = z.object({
  creditorHash: PublicIdSchema,
  collectionDate: IsoDateSchema,
  scheme: z.enum(SEPA_SCHEMES).default('CORE'),
  chargeHashes: z.array(PublicIdSchema).min(1, fieldError('required')).max(10_000),
});
export type CreateSepaBatchBody = z.input<typeof CreateSepaBatchBodySchema>;

export const SepaBatchSchema = z.object({
  hash: z.string(),
  messageId: z.string(),
  creditorLabel: z.string(),
  collectionDate: IsoDateSchema,
  scheme: z.enum(SEPA_SCHEMES),
  count: z.number().int(),
  /** Cents. */
  total: z.number().int(),
  /** Debits by state (submitted, collected, rejected, returned…). */
  states: z.record(z.string(), z.number().int()),
  createdAt: z.string(),
  /** Pre-notification e-mails queued for the debtors. */
  notified: z.number().int(),
});
export type SepaBatch = z.infer<typeof SepaBatchSchema>;
export const SepaBatchListSchema = hydraCollectionSchema(SepaBatchSchema);
export type SepaBatchList = z.infer<typeof SepaBatchListSchema>;
export const SepaBatchParamsSchema = ClubHashParamsSchema.extend({ batchHash: PublicIdSchema });
export const SepaBatchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const ImportSepaReturnsBodySchema = z.object({
  /** The bank's XML file as text (pain.002, camt.054 or camt.053). */
  xml: z.string().min(1, fieldError('required')),
  /** Add the bank's return fee from the file to the member's charge. */
  addBankFee: z.boolean().default(false),
});
export type ImportSepaReturnsBody = z.input<typeof ImportSepaReturnsBodySchema>;

export const SEPA_RETURN_OUTCOMES = ['returned', 'rejected', 'refunded_by_debtor', 'already_done', 'unmatched'] as const;
export const SepaReturnItemSchema = z.object({
  endToEndId: z.string(),
  outcome: z.enum(SEPA_RETURN_OUTCOMES),
  reasonCode: z.string().nullable(),
  action: z.enum(SEPA_RETURN_ACTIONS),
  personName: z.string().nullable(),
  feeName: z.string().nullable(),
  /** Cents. */
  amount: z.number().int().nullable(),
  /** Cents of bank fee added to the charge. */
  feeAdded: z.number().int(),
  mandateBlocked: z.boolean(),
});
export type SepaReturnItem = z.infer<typeof SepaReturnItemSchema>;
export const SepaReturnsResultSchema = z.object({
  format: z.enum(['pain.002', 'camt.054', 'camt.053']),
  matched: z.number().int(),
  unmatched: z.number().int(),
  items: z.array(SepaReturnItemSchema),
});
export type SepaReturnsResult = z.infer<typeof SepaReturnsResultSchema>;
