import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';
import { PublicIdSchema } from './common/ids';

/**
 * Sport codes (spec 3: "the sport list is long"). Codes are stable and stored; the web app
 * translates each one (teams namespace, `sports.<code>`). Append only, never rename.
 */
export const SPORTS = [
  'football',
  'futsal',
  'padel',
  'tennis',
  'basketball',
  'handball',
  'volleyball',
  'beach_volleyball',
  'swimming',
  'artistic_swimming',
  'athletics',
  'running',
  'trail_running',
  'rugby',
  'hockey',
  'roller_hockey',
  'ice_hockey',
  'water_polo',
  'table_tennis',
  'badminton',
  'squash',
  'basque_pelota',
  'cycling',
  'gymnastics',
  'rhythmic_gymnastics',
  'judo',
  'karate',
  'taekwondo',
  'boxing',
  'fencing',
  'chess',
  'baseball',
  'softball',
  'triathlon',
  'rowing',
  'canoeing',
  'sailing',
  'climbing',
  'skating',
  'figure_skating',
  'skiing',
  'surfing',
  'golf',
  'archery',
  'equestrian',
  'dance',
  'orienteering',
  'multisport',
  'other',
] as const;
export type Sport = (typeof SPORTS)[number];

/** Age categories of spec 3, youngest first. */
export const TEAM_CATEGORIES = ['Under-6', 'Under-8', 'Under-10', 'Under-12', 'Under-14', 'Under-16', 'Youth', 'Senior'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

/** Genders of spec 3; the web app shows them as Men's, Women's, Mixed (translated). */
export const TEAM_GENDERS = ['men', 'women', 'mixed'] as const;
export type TeamGender = (typeof TEAM_GENDERS)[number];

/** A roster line is a player or one of the staff roles. */
export const TEAM_ROSTER_ROLES = ['player', 'coach', 'assistant', 'delegate'] as const;
export type TeamRosterRole = (typeof TEAM_ROSTER_ROLES)[number];

/** Spec 5: the exact detail when Name, Sport, Category or Gender is missing on create or edit. */
export const TEAM_REQUIRED_FIELDS_MESSAGE =
  'Not all required fields are filled, please check that Name, Sport, Category and Gender are properly set';
const CHOICE = fieldError('invalidChoice');

export const SportSchema = z.enum(SPORTS, { error: CHOICE });
export const TeamCategorySchema = z.enum(TEAM_CATEGORIES, { error: CHOICE });
export const TeamGenderSchema = z.enum(TEAM_GENDERS, { error: CHOICE });
export const TeamRosterRoleSchema = z.enum(TEAM_ROSTER_ROLES, { error: CHOICE });

/** The four required fields, by their body names: a problem on one of them gives the spec detail. */
export const TEAM_REQUIRED_FIELDS = ['name', 'sport', 'category', 'gender'] as const;

const TeamNameSchema = z
  .string({ error: fieldError('required') })
  .trim()
  .min(1, fieldError('required'))
  .max(120);
const SeasonSchema = z.string().trim().min(1).max(40).describe('e.g. 2025-2026; defaults to the club season');
const ShirtNumberSchema = z.number().int().min(0).max(999).nullable();

/** A team as listed (spec 3 Team: name, sport, category, gender, plus ours). */
export const TeamSchema = z.object({
  hash: z.string(),
  name: z.string(),
  sport: SportSchema,
  category: TeamCategorySchema,
  gender: TeamGenderSchema,
  season: z.string().nullable(),
  rosterCount: z.number().int().min(0),
  /** Players among the roster; the rest are staff (coach, assistant, delegate). */
  playerCount: z.number().int().min(0),
});
export type Team = z.infer<typeof TeamSchema>;

/** One person on the roster; `hash` is the person's (profile's) public id. */
export const TeamRosterEntrySchema = z.object({
  hash: z.string(),
  name: z.string(),
  surname: z.string(),
  role: TeamRosterRoleSchema,
  number: ShirtNumberSchema,
});
export type TeamRosterEntry = z.infer<typeof TeamRosterEntrySchema>;

/** GET /api/clubs/{clubHash}/teams/{teamHash}: staff first (coach, assistant, delegate), then players. */
export const TeamDetailSchema = TeamSchema.extend({ roster: z.array(TeamRosterEntrySchema) });
export type TeamDetail = z.infer<typeof TeamDetailSchema>;

export const TeamCollectionSchema = hydraCollectionSchema(TeamSchema);

/** POST /api/clubs/{clubHash}/teams. Name, Sport, Category and Gender are required (spec 5). */
export const CreateTeamBodySchema = z.object({
  name: TeamNameSchema,
  sport: SportSchema,
  category: TeamCategorySchema,
  gender: TeamGenderSchema,
  season: SeasonSchema.nullable().optional(),
});
export type CreateTeamBody = z.infer<typeof CreateTeamBodySchema>;

/** PATCH (merge-patch): a field sent must be valid; the required ones cannot be cleared. */
export const UpdateTeamBodySchema = z.object({
  name: TeamNameSchema.optional(),
  sport: SportSchema.optional(),
  category: TeamCategorySchema.optional(),
  gender: TeamGenderSchema.optional(),
  season: SeasonSchema.nullable().optional(),
});
export type UpdateTeamBody = z.infer<typeof UpdateTeamBodySchema>;

/** Repeated filter parameters (`sport[]=football&sport[]=futsal`, as the people list) arrive as a string or an array. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).min(1).max(60)).optional();

/** GET /api/clubs/{clubHash}/teams: filters, accent-insensitive search by name, hydra pages. */
export const TeamListQuerySchema = PaginationQuerySchema.extend({
  'sport[]': many(SportSchema),
  'category[]': many(TeamCategorySchema),
  'gender[]': many(TeamGenderSchema),
  season: z.string().trim().min(1).max(40).optional(),
  search: z.string().trim().max(120).optional(),
});
export type TeamListQuery = z.infer<typeof TeamListQuerySchema>;

export const TeamParamsSchema = z.object({ clubHash: PublicIdSchema, teamHash: PublicIdSchema });
export const TeamMemberParamsSchema = TeamParamsSchema.extend({ personHash: PublicIdSchema });

/** POST …/teams/{teamHash}/members/{personHash}: adds the person, or changes their role/number. */
export const TeamMemberBodySchema = z.object({
  role: TeamRosterRoleSchema,
  number: ShirtNumberSchema.optional(),
});
export type TeamMemberBody = z.infer<typeof TeamMemberBodySchema>;

/** PUT …/teams/{teamHash}/roster: replaces the whole roster (all lines or none). */
export const TeamRosterBodySchema = z.object({
  members: z
    .array(
      z.object({
        person: PublicIdSchema.describe("the person's (profile's) hash"),
        role: TeamRosterRoleSchema,
        number: ShirtNumberSchema.optional(),
      }),
    )
    .max(200),
});
export type TeamRosterBody = z.infer<typeof TeamRosterBodySchema>;

/** A team's weekly training times (issue 25): at most this many slots a week. */
export const TEAM_TRAININGS_MAX = 14;
export const TRAINING_PLACE_MAX = 120;
/** `HH:mm`, 24-hour clock, Europe/Madrid (the club's local time). */
const TRAINING_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TrainingTimeSchema = z.string({ error: fieldError('timeFormat') }).regex(TRAINING_TIME, fieldError('timeFormat'));

/** One weekly training: ISO weekday (1 Monday … 7 Sunday), start and end, and where. */
export const TeamTrainingSchema = z.object({
  weekday: z
    .number({ error: fieldError('invalidChoice') })
    .int(fieldError('invalidChoice'))
    .min(1, fieldError('invalidChoice'))
    .max(7, fieldError('invalidChoice')),
  startsAt: TrainingTimeSchema,
  endsAt: TrainingTimeSchema,
  place: z.string().trim().max(TRAINING_PLACE_MAX, fieldError('tooLong')),
});
export type TeamTraining = z.infer<typeof TeamTrainingSchema>;

export const TeamTrainingCollectionSchema = hydraCollectionSchema(TeamTrainingSchema);
export type TeamTrainingCollection = z.infer<typeof TeamTrainingCollectionSchema>;

/** "HH:mm" as minutes after midnight ("HH:mm" sorts as text too, but minutes compare plainly). */
export const trainingMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * PUT …/teams/{teamHash}/trainings: the whole week at once. Each slot ends after it starts and no
 * two slots of one day overlap (one touching the next, 18:00–19:00 and 19:00–20:00, is fine); the
 * problem sits on the later slot's field so the form shows it on the row to fix.
 */
export const TeamTrainingsBodySchema = z
  .object({ trainings: z.array(TeamTrainingSchema).max(TEAM_TRAININGS_MAX, fieldError('tooManyTrainings')) })
  .superRefine(({ trainings }, ctx) => {
    const valid: { index: number; weekday: number; start: number; end: number }[] = [];
    trainings.forEach((slot, index) => {
      // A time in a bad format has its own problem already; the slot cannot be compared.
      if (!TRAINING_TIME.test(slot.startsAt) || !TRAINING_TIME.test(slot.endsAt)) return;
      const [start, end] = [trainingMinute(slot.startsAt), trainingMinute(slot.endsAt)];
      if (end <= start)
        ctx.addIssue({ code: 'custom', message: fieldError('trainingEndsBeforeStart'), path: ['trainings', index, 'endsAt'] });
      else valid.push({ index, weekday: slot.weekday, start, end });
    });
    valid.sort((a, b) => a.weekday - b.weekday || a.start - b.start || a.index - b.index);
    // The latest end so far on the slot's day: a long slot overlaps every later one it covers.
    let day = 0;
    let latestEnd = 0;
    for (const slot of valid) {
      if (slot.weekday !== day) [day, latestEnd] = [slot.weekday, 0];
      if (slot.start < latestEnd)
        ctx.addIssue({ code: 'custom', message: fieldError('trainingOverlap'), path: ['trainings', slot.index, 'startsAt'] });
      latestEnd = Math.max(latestEnd, slot.end);
    }
  });
export type TeamTrainingsBody = z.infer<typeof TeamTrainingsBodySchema>;
