import { z } from 'zod';
import { ClubLocaleSchema } from './common/locale-schemas';
import { ClubRoleSchema } from './common/roles';

/** One profile of the user in a club, keyed by its hash in `profiles` (spec 3). */
export const ProfileEntrySchema = z.object({
  hash: z.string(),
  type: z.number().int(),
  role: ClubRoleSchema,
  preEnrollment: z.boolean(),
  accessController: z.boolean(),
  panelAccess: z.boolean(),
  name: z.string(),
  surname: z.string(),
  can: z
    .array(z.string())
    .describe(
      "The club-level actions this profile's role grants in its club, named as routes declare their `access` " +
        "(e.g. 'teams.manage', 'memberCard.readOwn'), sorted. None for a pre-enrolment until the club accepts it. " +
        'The web shows menus and buttons from these (and the user’s own `can`), never from role names.',
    ),
});
export type ProfileEntry = z.infer<typeof ProfileEntrySchema>;

/** A club the user belongs to, with the user's roles and profiles there. */
export const ProfileClubEntrySchema = z.object({
  club: z.string().describe('IRI of the club, /api/clubs/{hash}'),
  hash: z.string(),
  name: z.string(),
  shortname: z.string(),
  image: z.string().nullable(),
  locale: ClubLocaleSchema,
  roles: z.array(z.string()).describe('ROLE_* values, in role order'),
  profiles: z.record(z.string(), ProfileEntrySchema),
  /** Subsidies the user manages in this club; the manager menu shows one entry per subsidy. */
  subsidies: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * The club published a privacy policy or terms version newer than the one the user accepted:
   * the web asks for acceptance (POST /api/clubs/{hash}/privacy/accept) before going on.
   */
  privacyAcceptanceRequired: z.boolean().optional(),
});
export type ProfileClubEntry = z.infer<typeof ProfileClubEntrySchema>;

/** GET /api/profile (spec 3 user profile response). */
export const UserProfileResponseSchema = z.object({
  id: z.string().describe('public user id, used as {userId} in routes'),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  admin: z.boolean(),
  locale: z.string().nullable(),
  clubs: z.array(ProfileClubEntrySchema),
  /** Set while an admin or manager impersonates this user: the real actor, for the banner. */
  impersonator: z.object({ id: z.string(), name: z.string(), lastname: z.string() }).nullable().optional(),
  can: z
    .array(z.string())
    .describe(
      'What the user may do in every club and platform-wide without a profile there (the platform admin’s actions, ' +
        "e.g. 'clubSettings.switchFeatures', 'clubs.listAllClubs', 'teams.manage'), sorted; none for everyone else. " +
        "In a club, acting as a profile, an action is allowed when it is in the user's `can` or the profile's.",
    ),
  /** Whether the user confirmed their email address. */
  emailValidated: z.boolean().optional(),
  error: z.object({ code: z.number().int(), message: z.string() }).optional(),
});
export type UserProfileResponse = z.infer<typeof UserProfileResponseSchema>;
