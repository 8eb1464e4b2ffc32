import { z } from 'zod';
import { calendarDaySchema, FIRST_CALENDAR_DAY, LAST_CALENDAR_DAY } from './common/db-bounds';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { IdentificationSchema } from './common/identification';
import { PersonEmailSchema, PersonPhoneSchema } from './people';

/**
 * Joining from the public portal (issue 23, part 5): a new partner or athlete (or a guardian for
 * a child) asks to join with a plan; managers accept or refuse. Activities (summer camp,
 * tournament) take inscriptions up to their places; an inscription holds a place until a manager
 * accepts it (the activity's fee is charged then) or refuses it (the place is given back).
 */

export const JOINING_AUDIENCES = ['partner', 'athlete'] as const;
export const JoiningAudienceSchema = z.enum(JOINING_AUDIENCES);
export type JoiningAudience = z.infer<typeof JoiningAudienceSchema>;
export const JOINING_DECISIONS = ['accept', 'refuse'] as const;
export const ACTIVITY_NAME_MAX = 120;
export const ACTIVITY_PLACES_MAX = 10_000;
export const JOINING_REASON_MAX = 1000;

const Name = z.string().trim().min(1, fieldError('required')).max(120, fieldError('tooLong'));
const Optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** The categories a birth date falls in on a day (the season's start): Under-6 … Youth, Senior. */
export function categoryOn(birthDate: string, day: string): string {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  for (const limit of [6, 8, 10, 12, 14, 16]) if (age < limit) return `Under-${limit}`;
  return age < 19 ? 'Youth' : 'Senior';
}

/** Years old on a day. */
export const ageOn = (birthDate: string, day: string) => {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};
export const ADULT_AGE = 18;

/**
 * A SEPA mandate given with the sign-up (optional). The API checks the account with ibantools as
 * the member's mandate form does (ibanInvalid, ibanNotSepa, bicInvalid, bicMismatch on
 * `mandate.iban` / `mandate.bic`); here only its size, so the contract needs no IBAN library.
 */
export const JoiningMandateSchema = z.object({
  holderName: Name,
  iban: z.string().trim().min(1, fieldError('required')).max(50, fieldError('tooLong')),
  bic: Optional(z.string().trim().max(11, fieldError('bicInvalid'))),
  accepted: z.literal(true, fieldError('mandateNotAccepted')),
});

const PersonFields = {
  name: Name,
  surname: Name,
  birthDate: calendarDaySchema(),
};

/**
 * POST /api/joining/{clubShortName}/requests (public). `forChild`: a guardian registers a child
 * (the guardian's data in `guardian`, the child's in the person fields; the child's NIF/NIE is
 * optional). An adult gives their own NIF/NIE.
 */
export const JoiningRequestBodySchema = z
  .object({
    audience: JoiningAudienceSchema,
    forChild: z.boolean().default(false),
    ...PersonFields,
    dni: Optional(IdentificationSchema),
    email: PersonEmailSchema,
    phone: Optional(PersonPhoneSchema),
    guardian: z.object({ name: Name, surname: Name, dni: IdentificationSchema }).optional(),
    plan: PublicIdSchema,
    privacyAccepted: z.literal(true, fieldError('privacyNotAccepted')),
    mandate: JoiningMandateSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.forChild && !body.guardian) ctx.addIssue({ code: 'custom', path: ['guardian'], message: fieldError('required') });
    if (!body.forChild && !body.dni) ctx.addIssue({ code: 'custom', path: ['dni'], message: fieldError('required') });
  });
export type JoiningRequestBody = z.input<typeof JoiningRequestBodySchema>;

export const JoiningParamsSchema = z.object({ clubShortName: z.string().trim().min(1).max(60) });
export const JoiningActivityParamsSchema = JoiningParamsSchema.extend({ activityHash: PublicIdSchema });

/** A plan a new member may choose (the club's open season). */
export const OpenPlanSchema = z.object({
  hash: z.string(),
  name: z.string(),
  description: z.string(),
  audience: JoiningAudienceSchema,
  /** Categories it is for; empty = every one. */
  categories: z.array(z.string()),
  /** Cents per period. */
  price: z.number().int(),
  period: z.string(),
  instalments: z.number().int(),
});
export type OpenPlan = z.infer<typeof OpenPlanSchema>;

/** GET /api/joining/{clubShortName}: what the sign-up page needs. */
export const JoiningFormSchema = z.object({
  club: z.object({ hash: z.string(), name: z.string(), shortname: z.string(), image: z.string().nullable() }),
  seasonStartsOn: z.string().nullable(),
  plans: z.array(OpenPlanSchema),
});
export type JoiningForm = z.infer<typeof JoiningFormSchema>;

export const JoiningRequestCreatedSchema = z.object({ hash: z.string(), status: z.literal('pending') });

/** A pending sign-up, as managers review it. */
export const JoiningRequestSchema = z.object({
  hash: z.string(),
  audience: JoiningAudienceSchema,
  forChild: z.boolean(),
  name: z.string(),
  surname: z.string(),
  birthDate: z.string().nullable(),
  dni: z.string().nullable(),
  guardianName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** `price`: the plan's whole price in cents (a monthly plan's month times its instalments), paid in `instalments` charges. */
  plan: z.object({ hash: z.string(), name: z.string(), price: z.number().int(), instalments: z.number().int() }).nullable(),
  /** The IBAN's last four characters when a mandate was given. */
  mandateIbanEnd: z.string().nullable(),
  /**
   * A child's sign-up under the e-mail of an account that is already a guardian in the club: that
   * guardian, whom acceptance puts the child under. Anyone can type an e-mail in the public form,
   * so the manager sees whose family the child would join before accepting.
   */
  knownGuardian: z.object({ name: z.string(), surname: z.string() }).nullable(),
  status: z.enum(['pending', 'accepted', 'refused']),
  createdAt: z.string(),
});
export type JoiningRequest = z.infer<typeof JoiningRequestSchema>;
export const JoiningRequestListSchema = hydraCollectionSchema(JoiningRequestSchema);

export const JoiningDecisionBodySchema = z
  .object({
    decision: z.enum(JOINING_DECISIONS),
    reason: Optional(z.string().trim().max(JOINING_REASON_MAX, fieldError('tooLong'))),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'refuse' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: fieldError('required') });
  });
export type JoiningDecisionBody = z.input<typeof JoiningDecisionBodySchema>;
export const JoiningDecisionSchema = z.object({ hash: z.string(), status: z.enum(['accepted', 'refused']) });

export const JoiningRequestParamsSchema = ClubHashParamsSchema.extend({ requestHash: PublicIdSchema });
export const ActivityParamsSchema = ClubHashParamsSchema.extend({ activityHash: PublicIdSchema });
export const InscriptionParamsSchema = ActivityParamsSchema.extend({ inscriptionHash: PublicIdSchema });

/** An activity (manager and public view). */
export const ActivitySchema = z.object({
  hash: z.string(),
  name: z.string(),
  description: z.string(),
  /** Cents per participant. */
  price: z.number().int(),
  places: z.number().int(),
  placesLeft: z.number().int(),
  startsOn: z.string().nullable(),
  closesAt: z.string().nullable(),
  status: z.enum(['open', 'closed']),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivityListSchema = hydraCollectionSchema(ActivitySchema);

export const CreateActivityBodySchema = z.object({
  name: z.string().trim().min(1, fieldError('required')).max(ACTIVITY_NAME_MAX, fieldError('tooLong')),
  description: z.string().trim().max(2000, fieldError('tooLong')).default(''),
  price: z.number().int(fieldError('invalid')).min(0, fieldError('tooSmall')).max(10_000_000, fieldError('tooLarge')),
  places: z.number().int(fieldError('invalid')).min(1, fieldError('tooSmall')).max(ACTIVITY_PLACES_MAX, fieldError('tooLarge')),
  startsOn: Optional(calendarDaySchema()),
  closesAt: Optional(
    z.iso
      .datetime({ offset: true, message: fieldError('invalidFormat') })
      // Within the days the database (and a person) can hold: year 0000 is not one of them.
      .refine((value) => value.slice(0, 10) >= FIRST_CALENDAR_DAY && value.slice(0, 10) <= LAST_CALENDAR_DAY, fieldError('dateOutOfRange')),
  ),
});
export type CreateActivityBody = z.input<typeof CreateActivityBodySchema>;

/** GET /api/joining/{clubShortName}/activities: the club's open activities. */
export const PublicActivitiesSchema = z.object({
  club: JoiningFormSchema.shape.club,
  activities: z.array(ActivitySchema),
});
export type PublicActivities = z.infer<typeof PublicActivitiesSchema>;

/** POST …/activities/{activityHash}/inscriptions (public): a participant, or a guardian for a child. */
export const InscriptionBodySchema = z.object({
  ...PersonFields,
  dni: Optional(IdentificationSchema),
  guardianName: Optional(Name),
  email: PersonEmailSchema,
  phone: Optional(PersonPhoneSchema),
  privacyAccepted: z.literal(true, fieldError('privacyNotAccepted')),
});
export type InscriptionBody = z.input<typeof InscriptionBodySchema>;
export const InscriptionCreatedSchema = z.object({ hash: z.string(), status: z.literal('pending'), placesLeft: z.number().int() });

export const InscriptionSchema = z.object({
  hash: z.string(),
  name: z.string(),
  surname: z.string(),
  birthDate: z.string(),
  guardianName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'refused']),
  createdAt: z.string(),
});
export type Inscription = z.infer<typeof InscriptionSchema>;
export const InscriptionListSchema = hydraCollectionSchema(InscriptionSchema);
