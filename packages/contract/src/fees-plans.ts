import { z } from 'zod';
import { calendarDaySchema } from './common/db-bounds';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { PERSON_CATEGORIES } from './people';

/** Seasons and membership plans (issue 23 part 1): Administration → Plans. */

export const SEASON_STATUSES = ['open', 'closed'] as const;
export const PLAN_AUDIENCES = ['partner', 'athlete'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];
export const PLAN_PERIODS = ['season', 'monthly', 'quarterly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const PLAN_NAME_MAX = 120;
export const PLAN_DESCRIPTION_MAX = 2000;
export const SEASON_NAME_MAX = 40;
/** One million euros in cents: past any real fee, far below the integer column's limit. */
export const FEE_PRICE_MAX = 100_000_000;
export const INSTALMENTS_MAX = 12;

export const SeasonSchema = z.object({
  hash: z.string(),
  name: z.string(),
  /** YYYY-MM-DD. */
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(SEASON_STATUSES),
  /** Days after the end a member who has not renewed keeps access. */
  graceDays: z.number().int(),
  /** The club's current season (Club seasonId/seasonName): the newest open one. */
  current: z.boolean(),
  planCount: z.number().int(),
});
export type Season = z.infer<typeof SeasonSchema>;
export const SeasonListSchema = hydraCollectionSchema(SeasonSchema);
export type SeasonList = z.infer<typeof SeasonListSchema>;

const SeasonNameSchema = z.string().trim().min(1, fieldError('required')).max(SEASON_NAME_MAX, fieldError('tooLong'));
const GraceDaysSchema = z.number().int().min(0, fieldError('tooSmall')).max(365, fieldError('tooLarge'));

/** A new season ("2027/28"); it copies the plans of the newest earlier season unless `copyPlans` is false. */
export const CreateSeasonBodySchema = z
  .object({
    name: SeasonNameSchema,
    startsOn: calendarDaySchema(),
    endsOn: calendarDaySchema(),
    graceDays: GraceDaysSchema.optional(),
    copyPlans: z.boolean().optional(),
  })
  .refine((body) => body.endsOn > body.startsOn, { path: ['endsOn'], message: fieldError('endsBeforeStart') });
export type CreateSeasonBody = z.input<typeof CreateSeasonBodySchema>;

/** Merge-patch of a season: open or close it, rename it, change its grace period. */
export const UpdateSeasonBodySchema = z.object({
  name: SeasonNameSchema.optional(),
  status: z.enum(SEASON_STATUSES).optional(),
  graceDays: GraceDaysSchema.optional(),
});
export type UpdateSeasonBody = z.input<typeof UpdateSeasonBodySchema>;

export const SeasonParamsSchema = ClubHashParamsSchema.extend({ seasonHash: PublicIdSchema });

export const PlanSchema = z.object({
  hash: z.string(),
  seasonHash: z.string(),
  name: z.string(),
  description: z.string(),
  audience: z.enum(PLAN_AUDIENCES),
  /** Person categories it is for; empty = every category. */
  categories: z.array(z.string()),
  /** Cents per period. */
  price: z.number().int(),
  period: z.enum(PLAN_PERIODS),
  instalments: z.number().int(),
  siblingDiscountPercent: z.number().int(),
  familyDiscountPercent: z.number().int(),
  openToNewMembers: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = hydraCollectionSchema(PlanSchema);
export type PlanList = z.infer<typeof PlanListSchema>;

const PercentSchema = z.number().int(fieldError('invalid')).min(0, fieldError('tooSmall')).max(100, fieldError('tooLarge'));
export const PriceCentsSchema = z
  .number()
  .int(fieldError('invalid'))
  .min(0, fieldError('tooSmall'))
  .max(FEE_PRICE_MAX, fieldError('tooLarge'));
export const InstalmentsSchema = z
  .number()
  .int(fieldError('invalid'))
  .min(1, fieldError('tooSmall'))
  .max(INSTALMENTS_MAX, fieldError('tooLarge'));

const planFields = {
  name: z.string().trim().min(1, fieldError('required')).max(PLAN_NAME_MAX, fieldError('tooLong')),
  description: z.string().trim().max(PLAN_DESCRIPTION_MAX, fieldError('tooLong')),
  audience: z.enum(PLAN_AUDIENCES, fieldError('invalidChoice')),
  categories: z.array(z.enum(PERSON_CATEGORIES, fieldError('invalidChoice'))).max(PERSON_CATEGORIES.length, fieldError('tooLong')),
  price: PriceCentsSchema,
  period: z.enum(PLAN_PERIODS, fieldError('invalidChoice')),
  instalments: InstalmentsSchema,
  siblingDiscountPercent: PercentSchema,
  familyDiscountPercent: PercentSchema,
  openToNewMembers: z.boolean(),
};

export const CreatePlanBodySchema = z.object({
  ...planFields,
  description: planFields.description.optional(),
  categories: planFields.categories.optional(),
  period: planFields.period.optional(),
  instalments: planFields.instalments.optional(),
  siblingDiscountPercent: PercentSchema.optional(),
  familyDiscountPercent: PercentSchema.optional(),
  openToNewMembers: z.boolean().optional(),
});
export type CreatePlanBody = z.input<typeof CreatePlanBodySchema>;

/** Merge-patch of a plan: a field left out stays as it is. */
export const UpdatePlanBodySchema = z.object(planFields).partial();
export type UpdatePlanBody = z.input<typeof UpdatePlanBodySchema>;

export const PlanParamsSchema = ClubHashParamsSchema.extend({ planHash: PublicIdSchema });
