import { z } from 'zod';
import { calendarDaySchema } from './common/db-bounds';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { PERSON_CATEGORIES } from './people';
import { InstalmentsSchema, PriceCentsSchema } from './fees-plans';

/** Fees and their charges, the manager's side (issue 23 part 2): Administration → Fees. */

export const FEE_KINDS = ['plan', 'one_off'] as const;
export const FEE_STATUSES = ['draft', 'sent', 'cancelled'] as const;
/** A charge's state as read: a pending charge past its due date reads `unpaid` (overdue). */
export const CHARGE_STATES = [
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
export type ChargeState = (typeof CHARGE_STATES)[number];
/** The ways a manager records a payment made outside the app. */
export const MANUAL_PAYMENT_METHODS = ['cash', 'transfer'] as const;
export const FEE_NAME_MAX = 120;
export const CHARGE_NOTE_MAX = 500;
/** People a fee can name one by one. */
export const FEE_TARGET_PEOPLE_MAX = 5000;

export const FeeTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('people'),
      profileHashes: z.array(PublicIdSchema).min(1, fieldError('required')).max(FEE_TARGET_PEOPLE_MAX, fieldError('tooLong')),
    }),
    z.object({
      kind: z.literal('teams'),
      teamHashes: z.array(PublicIdSchema).min(1, fieldError('required')).max(200, fieldError('tooLong')),
    }),
    z.object({
      kind: z.literal('categories'),
      categories: z
        .array(z.enum(PERSON_CATEGORIES, fieldError('invalidChoice')))
        .min(1, fieldError('required'))
        .max(PERSON_CATEGORIES.length),
    }),
    z.object({ kind: z.literal('allPartners') }),
    z.object({ kind: z.literal('allAthletes') }),
  ],
  { error: fieldError('invalidChoice') },
);
export type FeeTarget = z.infer<typeof FeeTargetSchema>;

/**
 * A stored fee's target as the API answers it, without the body's limits (at least one person,
 * team or category): the plan's fee that joining makes for new members names nobody one by one
 * (each acceptance charges its own person), and the Fees list must still read it.
 */
export const StoredFeeTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('people'), profileHashes: z.array(z.string()) }),
  z.object({ kind: z.literal('teams'), teamHashes: z.array(z.string()) }),
  z.object({ kind: z.literal('categories'), categories: z.array(z.enum(PERSON_CATEGORIES)) }),
  z.object({ kind: z.literal('allPartners') }),
  z.object({ kind: z.literal('allAthletes') }),
]);

/** Cents and counts of a group of charges (a state, a team, a fee). */
export const ChargeTotalsSchema = z.object({ count: z.number().int(), amount: z.number().int() });
export type ChargeTotals = z.infer<typeof ChargeTotalsSchema>;

export const FeeSchema = z.object({
  hash: z.string(),
  kind: z.enum(FEE_KINDS),
  name: z.string(),
  description: z.string(),
  planHash: z.string().nullable(),
  seasonHash: z.string().nullable(),
  /** Cents per person for the whole fee, before discounts. */
  amount: z.number().int(),
  instalments: z.number().int(),
  /** YYYY-MM-DD of the first instalment. */
  firstDueOn: z.string(),
  target: StoredFeeTargetSchema,
  status: z.enum(FEE_STATUSES),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Every charge of the fee, what was paid and what is still owed (pending, unpaid, returned). */
  totals: z.object({ charged: ChargeTotalsSchema, paid: ChargeTotalsSchema, outstanding: ChargeTotalsSchema }),
});
export type Fee = z.infer<typeof FeeSchema>;
export const FeeListSchema = hydraCollectionSchema(FeeSchema);
export type FeeList = z.infer<typeof FeeListSchema>;

/** A fee with its totals per state and per team (the chart). */
export const FeeDetailSchema = FeeSchema.extend({
  byState: z.array(ChargeTotalsSchema.extend({ state: z.enum(CHARGE_STATES) })),
  byTeam: z.array(ChargeTotalsSchema.extend({ teamHash: z.string().nullable(), teamName: z.string().nullable(), paid: z.number().int() })),
});
export type FeeDetail = z.infer<typeof FeeDetailSchema>;

/** A draft fee: from a plan (price and instalments default to the plan's) or one-off (kit, trip, licence). */
export const CreateFeeBodySchema = z
  .object({
    kind: z.enum(FEE_KINDS, fieldError('invalidChoice')),
    planHash: PublicIdSchema.optional(),
    name: z.string().trim().min(1, fieldError('required')).max(FEE_NAME_MAX, fieldError('tooLong')).optional(),
    description: z.string().trim().max(2000, fieldError('tooLong')).optional(),
    amount: PriceCentsSchema.optional(),
    instalments: InstalmentsSchema.optional(),
    firstDueOn: calendarDaySchema(),
    target: FeeTargetSchema,
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'plan' && !body.planHash) ctx.addIssue({ code: 'custom', path: ['planHash'], message: fieldError('required') });
    if (body.kind === 'one_off' && !body.name) ctx.addIssue({ code: 'custom', path: ['name'], message: fieldError('required') });
    if (body.kind === 'one_off' && body.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: fieldError('required') });
  });
export type CreateFeeBody = z.input<typeof CreateFeeBodySchema>;

export const FeeParamsSchema = ClubHashParamsSchema.extend({ feeHash: PublicIdSchema });
export const ManagedChargeParamsSchema = ClubHashParamsSchema.extend({ chargeHash: PublicIdSchema });

/** What sending a fee made. */
export const SentFeeSchema = FeeSchema.extend({ created: z.number().int() });
export type SentFee = z.infer<typeof SentFeeSchema>;

export const ManagedChargeSchema = z.object({
  hash: z.string(),
  feeHash: z.string(),
  person: z.object({ hash: z.string(), name: z.string(), surname: z.string() }),
  /** Names of the person's teams (for the table's team column). */
  teams: z.array(z.string()),
  instalment: z.number().int(),
  amount: z.number().int(),
  returnFee: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  dueOn: z.string(),
  state: z.enum(CHARGE_STATES),
  paidMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
  note: z.string().nullable(),
  refundableUntil: z.string().nullable(),
  returnReason: z.string().nullable(),
  lastReminderAt: z.string().nullable(),
});
export type ManagedCharge = z.infer<typeof ManagedChargeSchema>;
export const ManagedChargeListSchema = hydraCollectionSchema(ManagedChargeSchema);
export type ManagedChargeList = z.infer<typeof ManagedChargeListSchema>;

export const FeeListQuerySchema = PaginationQuerySchema;
export const FeeChargesQuerySchema = PaginationQuerySchema.extend({
  state: z.enum(CHARGE_STATES, fieldError('invalidChoice')).optional(),
  teamHash: PublicIdSchema.optional(),
  search: z.string().trim().max(120, fieldError('tooLong')).optional(),
});
export type FeeChargesQuery = z.input<typeof FeeChargesQuerySchema>;

const NoteSchema = z.string().trim().max(CHARGE_NOTE_MAX, fieldError('tooLong'));

/** A new price for one charge (cents), with the reason. */
export const ChangeChargeAmountBodySchema = z.object({ amount: PriceCentsSchema, note: NoteSchema.optional() });
export type ChangeChargeAmountBody = z.input<typeof ChangeChargeAmountBodySchema>;
/** Exempt or cancel a charge, with the reason. */
export const ChargeNoteBodySchema = z.object({ note: NoteSchema.optional() });
export type ChargeNoteBody = z.input<typeof ChargeNoteBodySchema>;
/** A payment made in cash or by transfer, recorded by a manager. */
export const MarkChargePaidBodySchema = z.object({
  method: z.enum(MANUAL_PAYMENT_METHODS, fieldError('invalidChoice')),
  note: NoteSchema.optional(),
});
export type MarkChargePaidBody = z.input<typeof MarkChargePaidBodySchema>;

/** How many reminders went out (charges reminded recently are skipped). */
export const RemindersSentSchema = z.object({ sent: z.number().int(), skipped: z.number().int() });
export type RemindersSent = z.infer<typeof RemindersSentSchema>;
