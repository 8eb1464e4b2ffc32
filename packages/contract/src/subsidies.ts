import { z } from 'zod';
import { calendarDaySchema } from './common/db-bounds';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { PersonCategorySchema } from './people';

/**
 * Subsidies (issue 25 part 3): the public grants a club receives, the people who benefit, the
 * expenses with their receipts and the justification the funder asks for. Managers assigned to a
 * subsidy see it in the Subsidies submenu (spec 2) and are the only ones who read its receipts.
 */

export const SUBSIDY_STATUSES = ['requested', 'granted', 'justified', 'rejected'] as const;
export type SubsidyStatus = (typeof SUBSIDY_STATUSES)[number];
export const SUBSIDY_NAME_MAX = 120;
export const SUBSIDY_FUNDER_MAX = 160;
export const SUBSIDY_REFERENCE_MAX = 80;
export const SUBSIDY_NOTES_MAX = 2000;
/** Ten million euros in cents: past any sports grant, far below the integer column's limit. */
export const SUBSIDY_AMOUNT_MAX = 1_000_000_000;
export const SUBSIDY_MANAGERS_MAX = 20;
/** A club's grants (a handful a year): answered whole. */
export const SUBSIDIES_MAX = 200;
export const SUBSIDY_EXPENSES_MAX = 500;
export const EXPENSE_TEXT_MAX = 200;
/** A receipt (PDF or photo of a ticket) at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];
/** People, teams and categories named in one addition. */
export const BENEFICIARY_PICK_MAX = 500;
export const BENEFICIARY_SOURCES = ['person', 'team', 'category'] as const;
export type BeneficiarySource = (typeof BENEFICIARY_SOURCES)[number];
export const JUSTIFICATION_FORMATS = ['pdf', 'xlsx'] as const;

/** A subsidy as the profile and the people lists name it (spec 3: subsidies [{id, name}]). */
export const SubsidyRefSchema = z.object({ id: z.string(), name: z.string() });
export type SubsidyRef = z.infer<typeof SubsidyRefSchema>;

export const SubsidyManagerSchema = z.object({ hash: z.string(), name: z.string(), surname: z.string() });
export type SubsidyManager = z.infer<typeof SubsidyManagerSchema>;

export const SubsidySchema = z.object({
  hash: z.string(),
  name: z.string(),
  funder: z.string(),
  /** The funder's file number, when it gives one. */
  reference: z.string().nullable(),
  /** Granted (or requested) amount in cents. */
  amount: z.number().int(),
  currency: z.literal('EUR'),
  /** The period the grant pays for, YYYY-MM-DD. */
  startsOn: z.string(),
  endsOn: z.string(),
  /** When the justification is due, if the funder set a day. */
  justifyBy: z.string().nullable(),
  status: z.enum(SUBSIDY_STATUSES),
  notes: z.string().nullable(),
  managers: z.array(SubsidyManagerSchema),
  /** The caller is one of its managers: the detail, expenses and receipts are open to them. */
  mine: z.boolean(),
  beneficiaryCount: z.number().int(),
  expenseCount: z.number().int(),
  /** Sum of the expenses, cents. */
  spent: z.number().int(),
  /** Expenses still without a receipt. */
  missingReceipts: z.number().int(),
  updatedAt: z.string(),
});
export type Subsidy = z.infer<typeof SubsidySchema>;
export const SubsidyListSchema = hydraCollectionSchema(SubsidySchema);
export type SubsidyList = z.infer<typeof SubsidyListSchema>;

const text = (max: number) => z.string().trim().min(1, fieldError('required')).max(max, fieldError('tooLong'));
const optionalText = (max: number) => z.string().trim().max(max, fieldError('tooLong')).nullable().optional();
const AmountSchema = z
  .number()
  .int(fieldError('invalidType'))
  .min(0, fieldError('tooSmall'))
  .max(SUBSIDY_AMOUNT_MAX, fieldError('tooLarge'));
const ManagersSchema = z.array(PublicIdSchema).min(1, fieldError('required')).max(SUBSIDY_MANAGERS_MAX, fieldError('tooLong'));

const SubsidyFieldsSchema = z.object({
  name: text(SUBSIDY_NAME_MAX),
  funder: text(SUBSIDY_FUNDER_MAX),
  reference: optionalText(SUBSIDY_REFERENCE_MAX),
  amount: AmountSchema,
  startsOn: calendarDaySchema(),
  endsOn: calendarDaySchema(),
  justifyBy: calendarDaySchema().nullable().optional(),
  status: z.enum(SUBSIDY_STATUSES).optional(),
  notes: optionalText(SUBSIDY_NOTES_MAX),
  /** Manager profile hashes of the club; the creator's own manager profile when left out. */
  managers: ManagersSchema.optional(),
});

/** POST …/subsidies. */
export const CreateSubsidyBodySchema = SubsidyFieldsSchema.refine((body) => body.endsOn >= body.startsOn, {
  path: ['endsOn'],
  message: fieldError('endsBeforeStart'),
});
export type CreateSubsidyBody = z.input<typeof CreateSubsidyBodySchema>;

/** PATCH …/subsidies/{subsidyHash} (merge-patch); `managers` replaces the whole set. */
export const UpdateSubsidyBodySchema = SubsidyFieldsSchema.partial();
export type UpdateSubsidyBody = z.input<typeof UpdateSubsidyBodySchema>;

export const SubsidyParamsSchema = ClubHashParamsSchema.extend({ subsidyHash: PublicIdSchema });

/** A person who benefits, and how they were chosen (one person, a team, a category). */
export const BeneficiarySchema = z.object({
  personHash: z.string(),
  name: z.string(),
  surname: z.string(),
  category: PersonCategorySchema.nullable(),
  source: z.enum(BENEFICIARY_SOURCES),
  /** The team's name or the category's code when chosen through them. */
  sourceName: z.string().nullable(),
  addedAt: z.string(),
});
export type Beneficiary = z.infer<typeof BeneficiarySchema>;
export const BeneficiaryListSchema = hydraCollectionSchema(BeneficiarySchema);
export type BeneficiaryList = z.infer<typeof BeneficiaryListSchema>;
export const BeneficiaryListQuerySchema = PaginationQuerySchema;

/**
 * POST …/beneficiaries: people, every person of some teams, every person of some categories;
 * those already in are kept as they were.
 */
export const AddBeneficiariesBodySchema = z
  .object({
    people: z.array(PublicIdSchema).max(BENEFICIARY_PICK_MAX, fieldError('tooLong')).optional(),
    teams: z.array(PublicIdSchema).max(50, fieldError('tooLong')).optional(),
    categories: z.array(PersonCategorySchema).max(8, fieldError('tooLong')).optional(),
  })
  .refine((body) => (body.people?.length ?? 0) + (body.teams?.length ?? 0) + (body.categories?.length ?? 0) > 0, {
    path: ['people'],
    message: fieldError('required'),
  });
export type AddBeneficiariesBody = z.input<typeof AddBeneficiariesBodySchema>;
export const AddBeneficiariesResultSchema = z.object({ added: z.number().int(), total: z.number().int() });
export type AddBeneficiariesResult = z.infer<typeof AddBeneficiariesResultSchema>;
export const BeneficiaryParamsSchema = SubsidyParamsSchema.extend({ personHash: PublicIdSchema });

export const ReceiptSchema = z.object({ name: z.string(), contentType: z.enum(RECEIPT_CONTENT_TYPES), size: z.number().int() });
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ExpenseSchema = z.object({
  hash: z.string(),
  /** YYYY-MM-DD. */
  spentOn: z.string(),
  supplier: z.string(),
  concept: z.string(),
  /** Cents. */
  amount: z.number().int(),
  receipt: ReceiptSchema.nullable(),
});
export type Expense = z.infer<typeof ExpenseSchema>;
export const ExpenseListSchema = hydraCollectionSchema(ExpenseSchema);
export type ExpenseList = z.infer<typeof ExpenseListSchema>;

const ExpenseFieldsSchema = z.object({
  spentOn: calendarDaySchema(),
  supplier: text(EXPENSE_TEXT_MAX),
  concept: text(EXPENSE_TEXT_MAX),
  amount: AmountSchema,
});
export const CreateExpenseBodySchema = ExpenseFieldsSchema;
export type CreateExpenseBody = z.input<typeof CreateExpenseBodySchema>;
export const UpdateExpenseBodySchema = ExpenseFieldsSchema.partial();
export type UpdateExpenseBody = z.input<typeof UpdateExpenseBodySchema>;
export const ExpenseParamsSchema = SubsidyParamsSchema.extend({ expenseHash: PublicIdSchema });

/** GET …/justification: the report the funder asks for, as PDF or XLSX. */
export const JustificationQuerySchema = z.object({ format: z.enum(JUSTIFICATION_FORMATS).default('pdf') });
