import { z } from 'zod';
import { calendarDaySchema, VersionNumberSchema } from './common/db-bounds';
import { ClubFeatureSchema } from './common/features';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';
import { IdentificationSchema } from './common/identification';
import { PublicIdSchema } from './common/ids';
import { ClubRoleSchema } from './common/roles';
import { ClubPrivacySchema } from './clubs';
import { TEAM_CATEGORIES } from './teams';

/**
 * People of a club (issue 4). A "person" is one profile row: a human with a member and a
 * guardian profile appears once per profile, each with its own id (the profile's public hash).
 */

/** Sports age categories of spec 3 (the teams' list), stored as written. */
export const PERSON_CATEGORIES = TEAM_CATEGORIES;
export const PersonCategorySchema = z.enum(PERSON_CATEGORIES);
export type PersonCategory = z.infer<typeof PersonCategorySchema>;
/** A person's gender (teams use Men's / Women's / Mixed; people are female, male or other). */
export const PERSON_GENDERS = ['female', 'male', 'other'] as const;
export const PersonGenderSchema = z.enum(PERSON_GENDERS);
/** `role` of the list: a profile type, or `user` = every profile that has an account. */
export const PEOPLE_LIST_ROLES = ['member', 'player', 'guardian', 'manager', 'external', 'user'] as const;
export const PeopleListRoleSchema = z.enum(PEOPLE_LIST_ROLES);
export const PERSON_SORT_FIELDS = ['surname', 'name', 'membershipNumber', 'birthDate', 'createdAt'] as const;
export type PersonSortField = (typeof PERSON_SORT_FIELDS)[number];
export const SortDirectionSchema = z.enum(['asc', 'desc']);

export const PersonEmailSchema = z.string().trim().toLowerCase().email(fieldError('email')).max(180);
export const PersonPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{9,20}$/, fieldError('phone'));
export const BirthDateSchema = calendarDaySchema();

export const PersonTermsSchema = z.object({
  /** Whether the club's own (custom) terms were accepted rather than the platform's. */
  custom: z.boolean(),
  /** Version of the terms the person accepted; null = never accepted. */
  version: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
});

/** One person (profile) of the club as managers see it (spec 3 person fields and ours). */
export const PersonSchema = z.object({
  id: z.string().describe('public hash of the profile ({personHash})'),
  type: z.number().int().describe('PROFILE_TYPE_CODES'),
  role: ClubRoleSchema,
  name: z.string(),
  surname: z.string(),
  dni: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  enabled: z.boolean(),
  qrIdentifier: z.string().describe('opaque, unique; encoded in the club card QR'),
  membershipNumber: z.number().int().nullable(),
  birthDate: z.string().nullable(),
  gender: PersonGenderSchema.nullable(),
  category: PersonCategorySchema.nullable(),
  photo: z.string().nullable(),
  terms: PersonTermsSchema,
  panelAccess: z.boolean(),
  roles: z.array(z.string()).describe('ROLE_* values the person holds in the club'),
  hasAccount: z.boolean(),
  createdAt: z.string(),
  /** The subsidies the person manages or benefits from, by name (the people lists fill it). */
  subsidies: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type Person = z.infer<typeof PersonSchema>;
export const PersonCollectionSchema = hydraCollectionSchema(PersonSchema);

/** Repeated query parameters (`category[]=A&category[]=B`) arrive as a string or an array. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).min(1).max(20)).optional();

/**
 * GET /api/clubs/{clubHash}/people: search as you type (accent- and case-insensitive on name,
 * surname, dni, email and phone digits; a number also finds that membership number), filters as
 * repeated parameters, one sort `order[field]=asc|desc`.
 */
export const PeopleListQuerySchema = PaginationQuerySchema.extend({
  role: PeopleListRoleSchema.optional(),
  search: z.string().trim().max(120).optional(),
  'category[]': many(PersonCategorySchema),
  'gender[]': many(PersonGenderSchema),
  enabled: z.enum(['true', 'false']).optional(),
  'order[surname]': SortDirectionSchema.optional(),
  'order[name]': SortDirectionSchema.optional(),
  'order[membershipNumber]': SortDirectionSchema.optional(),
  'order[birthDate]': SortDirectionSchema.optional(),
  'order[createdAt]': SortDirectionSchema.optional(),
});
export type PeopleListQuery = z.infer<typeof PeopleListQuerySchema>;
/** GET …/people/export: the same filters plus the file format. */
export const PeopleExportQuerySchema = PeopleListQuerySchema.omit({ page: true, itemsPerPage: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** Fields a manager may write; null clears an optional one. */
export const PersonFieldsSchema = z.object({
  name: z.string().trim().min(1, fieldError('required')).max(80),
  surname: z.string().trim().min(1, fieldError('required')).max(120),
  dni: IdentificationSchema.nullable().optional(),
  email: PersonEmailSchema.nullable().optional(),
  phone: PersonPhoneSchema.nullable().optional(),
  birthDate: BirthDateSchema.nullable().optional(),
  gender: PersonGenderSchema.nullable().optional(),
  category: PersonCategorySchema.nullable().optional(),
  panelAccess: z.boolean().optional(),
  enabled: z.boolean().optional(),
  /** Terms accepted now, in this version (the acceptance time is set by the server). */
  terms: z
    .object({ version: VersionNumberSchema, custom: z.boolean().default(false) })
    .nullable()
    .optional(),
});
/** POST /api/clubs/{clubHash}/people. */
export const CreatePersonBodySchema = PersonFieldsSchema.extend({ type: ClubRoleSchema });
export type CreatePersonBody = z.infer<typeof CreatePersonBodySchema>;
/** PATCH …/people/{personHash} (merge-patch): any subset; the type never changes. */
export const UpdatePersonBodySchema = PersonFieldsSchema.partial();
export type UpdatePersonBody = z.infer<typeof UpdatePersonBodySchema>;
export const PersonParamsSchema = z.object({ clubHash: PublicIdSchema, personHash: PublicIdSchema });

/** A short reference to another person (guardian, child). */
export const PersonSummarySchema = PersonSchema.pick({
  id: true,
  type: true,
  role: true,
  name: true,
  surname: true,
  enabled: true,
  birthDate: true,
  category: true,
  hasAccount: true,
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

/** GET …/people/{personHash}: the person with their profiles, teams, guardians and children. */
export const PersonDetailSchema = PersonSchema.extend({
  /** Every profile of the same account in this club (only this one without an account). */
  profiles: z.array(PersonSummarySchema),
  /** Teams whose roster has the person; role is player, coach, assistant or delegate. */
  teams: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
  guardians: z.array(PersonSummarySchema),
  children: z.array(PersonSummarySchema),
});
export type PersonDetail = z.infer<typeof PersonDetailSchema>;

/** Families: POST …/people/{personHash}/guardians links a guardian profile to the child. */
export const AddGuardianBodySchema = z.object({ guardian: PublicIdSchema });
export const GuardianParamsSchema = PersonParamsSchema.extend({ guardianHash: PublicIdSchema });
export const GuardianListSchema = z.object({ guardians: z.array(PersonSummarySchema) });

/** GET /api/guardian/children?club= (feature records_from_children). */
export const GuardianChildrenQuerySchema = z.object({ club: PublicIdSchema });
export const GuardianChildSchema = PersonSchema.extend({ profiles: z.array(PersonSummarySchema) });
export const GuardianChildrenResponseSchema = z.object({
  club: z.object({ hash: z.string(), name: z.string(), image: z.string().nullable() }),
  children: z.array(GuardianChildSchema),
});
export type GuardianChildrenResponse = z.infer<typeof GuardianChildrenResponseSchema>;

/**
 * POST …/people/{personHash}/hand-over: a child who comes of age gets their own account. The
 * call only emails a single-use claim link (account-claims.ts); the answer is the same whether
 * or not the address has an account, so it tells the manager nothing about it.
 */
export const HandOverBodySchema = z.object({ email: PersonEmailSchema });
export const HandOverResponseSchema = z.object({ sent: z.literal(true), email: z.string() });
export type HandOverResponse = z.infer<typeof HandOverResponseSchema>;

/** GET /api/people-group-by-club (spec 3 legacy people-by-club response), exact field names. */
export const LegacyPersonSchema = z.object({
  dni: z.string().nullable(),
  email: z.string().nullable(),
  id: z.string(),
  enabled: z.boolean(),
  name: z.string(),
  phone: z.string().nullable(),
  qrIdentifier: z.string(),
  surname: z.string(),
  terms: z.object({ custom: z.boolean(), version: z.number().int().nullable() }),
  type: z.number().int(),
  panelAccess: z.boolean(),
  roles: z.array(z.string()),
  appliedClub: z.string().nullable(),
  applicant: z.boolean(),
  subsidies: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const LegacyPeopleGroupSchema = z.object({
  club: z.object({
    companyName: z.string().nullable(),
    enabledFeatures: z.array(ClubFeatureSchema),
    id: z.string(),
    image: z.string().nullable(),
    name: z.string(),
    shortname: z.string(),
    privacy: ClubPrivacySchema,
  }),
  persons: z.array(LegacyPersonSchema),
});
export const PeopleGroupByClubResponseSchema = z.array(LegacyPeopleGroupSchema);
export type PeopleGroupByClubResponse = z.infer<typeof PeopleGroupByClubResponseSchema>;

/**
 * A person's photo (shown on their club card): POST multipart field "file" (PNG, JPEG or WebP,
 * at most PHOTO_MAX_BYTES), DELETE to remove. The answer's `photo` is the address to show it
 * from; it holds an unguessable version, so only those who were given it can load the image.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PersonPhotoResponseSchema = z.object({ photo: z.string().nullable() });
export type PersonPhotoResponse = z.infer<typeof PersonPhotoResponseSchema>;
export const PersonPhotoQuerySchema = z.object({ v: z.string().max(64).optional() });
