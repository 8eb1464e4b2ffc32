import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import { fieldError } from './common/field-errors';
import { PublicIdSchema } from './common/ids';

/**
 * The member's and guardian's Payments page (issue 23 part 3): their own charges and their
 * children's, paying one online, its receipt, and the SEPA mandates they give the club.
 */

/**
 * A charge's state as the member reads it. `unpaid` is also a pending charge past its due date
 * (overdue); `returned` carries the bank's reason code; a SEPA-paid charge stays refundable by
 * the debtor's bank until `refundableUntil`.
 */
export const MY_CHARGE_STATES = [
  'pending',
  'in_collection',
  'paid',
  'unpaid',
  'returned',
  'refunded_by_debtor',
  'exempt',
  'partly_refunded',
  'cancelled',
] as const;
export type MyChargeState = (typeof MY_CHARGE_STATES)[number];

/** How a paid charge was paid. */
export const MY_CHARGE_PAID_METHODS = ['card', 'test', 'sepa_debit', 'cash', 'transfer'] as const;

/** Whose charges and mandates: the signed-in account's own profile or a child of it. */
export const PAYER_RELATIONS = ['self', 'child'] as const;

export const PaymentPersonSchema = z.object({
  hash: z.string(),
  name: z.string(),
  surname: z.string(),
  relation: z.enum(PAYER_RELATIONS),
});
export type PaymentPerson = z.infer<typeof PaymentPersonSchema>;
export const PaymentPersonListSchema = hydraCollectionSchema(PaymentPersonSchema);
export type PaymentPersonList = z.infer<typeof PaymentPersonListSchema>;

export const MyChargeSchema = z.object({
  hash: z.string(),
  person: PaymentPersonSchema,
  feeName: z.string(),
  /** 1-based instalment, of `instalments`. */
  instalment: z.number().int(),
  instalments: z.number().int(),
  /** Cents to pay: the charge's amount plus any bank return fee. */
  amount: z.number().int(),
  /** Cents of a bank's return fee included in `amount`. */
  returnFee: z.number().int(),
  /** Cents given back. */
  refundedAmount: z.number().int(),
  currency: z.string(),
  /** YYYY-MM-DD. */
  dueOn: z.string(),
  state: z.enum(MY_CHARGE_STATES),
  /** Still owed (pending, overdue, returned, refunded by the debtor, in collection): listed first. */
  due: z.boolean(),
  /** May be paid online now. */
  payable: z.boolean(),
  paidAt: z.string().nullable(),
  paidMethod: z.enum(MY_CHARGE_PAID_METHODS).nullable(),
  /** A SEPA-paid charge: the debtor's bank may refund it until then (ISO date-time). */
  refundableUntil: z.string().nullable(),
  /** The bank's reason code of a return (AM04, MD06…), words on the page. */
  returnReason: z.string().nullable(),
  /** A receipt PDF can be downloaded (paid). */
  hasReceipt: z.boolean(),
});
export type MyCharge = z.infer<typeof MyChargeSchema>;
export const MyChargeListSchema = hydraCollectionSchema(MyChargeSchema);
export type MyChargeList = z.infer<typeof MyChargeListSchema>;

export const ChargeParamsSchema = z.object({ clubHash: PublicIdSchema, chargeHash: PublicIdSchema });

/** Paying a charge online: the card provider's checkout, or (demo) the built-in test provider at once. */
export const PAY_METHODS = ['card', 'test'] as const;
export const PayChargeResultSchema = z.object({
  method: z.enum(PAY_METHODS),
  /** Where to send the payer (card checkout); null when paid at once (test provider). */
  checkoutUrl: z.string().nullable(),
  charge: MyChargeSchema,
});
export type PayChargeResult = z.infer<typeof PayChargeResultSchema>;

export const MANDATE_SEQUENCE_CODES = ['recurrent', 'one_off'] as const;
export const MANDATE_SCHEME_CODES = ['CORE', 'B2B'] as const;
export const MANDATE_STATUS_CODES = ['active', 'blocked', 'expired', 'revoked'] as const;
/** A mandate unused this long expires (SEPA rulebook: 36 months without a collection). */
export const MANDATE_EXPIRY_MONTHS = 36;
/** The version of the mandate text the form shows; a new wording is a new version. */
export const MANDATE_TEXT_VERSION = 1;

const HolderNameSchema = z.string().trim().min(2).max(70);
/** Spaces allowed as people type them; the API checks it with ibantools and keeps the electronic form. */
const IbanInputSchema = z.string().trim().min(1).max(50);
const BicInputSchema = z.string().trim().max(11);

export const MandateSchema = z.object({
  hash: z.string(),
  person: PaymentPersonSchema,
  /** Unique mandate reference (UMR) the bank sees. */
  reference: z.string(),
  holderName: z.string(),
  /** The account, masked but for the country, check digits and last four. */
  ibanMasked: z.string(),
  bic: z.string().nullable(),
  /** YYYY-MM-DD. */
  signedOn: z.string(),
  sequence: z.enum(MANDATE_SEQUENCE_CODES),
  scheme: z.enum(MANDATE_SCHEME_CODES),
  status: z.enum(MANDATE_STATUS_CODES),
  blockedReason: z.string().nullable(),
  lastUsedOn: z.string().nullable(),
  /** The day it expires unless used before (YYYY-MM-DD): 36 months after its last use or signature. */
  expiresOn: z.string(),
  /** The account changed and the bank has not been told yet (next debit carries the amendment). */
  amendmentPending: z.boolean(),
  amendments: z.number().int(),
});
export type Mandate = z.infer<typeof MandateSchema>;
export const MandateListSchema = hydraCollectionSchema(MandateSchema);
export type MandateList = z.infer<typeof MandateListSchema>;

export const NewMandateBodySchema = z.object({
  /** Whose charges it pays: the account's own profile or a child's. */
  profileHash: PublicIdSchema,
  holderName: HolderNameSchema,
  iban: IbanInputSchema,
  bic: BicInputSchema.optional(),
  sequence: z.enum(MANDATE_SEQUENCE_CODES),
  scheme: z.enum(MANDATE_SCHEME_CODES),
  /** The mandate text was read and accepted: must be true. */
  accepted: z.literal(true, fieldError('mandateNotAccepted')),
});
export type NewMandateBody = z.infer<typeof NewMandateBodySchema>;

/** A change of account (an amendment): the old IBAN is kept and the next debit says so. */
export const MandateChangeBodySchema = z.object({
  holderName: HolderNameSchema.optional(),
  iban: IbanInputSchema,
  bic: BicInputSchema.optional(),
});
export type MandateChangeBody = z.infer<typeof MandateChangeBodySchema>;

export const MandateParamsSchema = z.object({ clubHash: PublicIdSchema, mandateHash: PublicIdSchema });
