import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { IdentificationSchema } from './common/identification';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';
import { ClubLocaleSchema } from './common/locale-schemas';
import { ShortNameSchema } from './common/ids';
import { CLUB_ROLES, ClubRoleSchema, PROFILE_TYPE_CODES, roleForProfileType, type ClubRole } from './common/roles';
import { PublicClubSchema } from './clubs';

/** GET /api/clubs/search?name= (public): accent- and case-insensitive search by name. */
export const ClubSearchQuerySchema = PaginationQuerySchema.extend({ name: z.string().trim().min(1).max(120) });
export const ClubSearchCollectionSchema = hydraCollectionSchema(PublicClubSchema);

/** POST /api/clubs (bearer): a person registers a new club and becomes its first manager. */
export const CreateClubBodySchema = z.object({
  name: z.string().trim().min(2).max(120),
  shortname: ShortNameSchema,
  city: z.string().trim().min(1).max(120),
  regionName: z.string().trim().min(1).max(120),
  countryName: z.string().trim().min(1).max(120),
  locale: ClubLocaleSchema,
});
export type CreateClubBody = z.infer<typeof CreateClubBodySchema>;
/** POST /api/clubs/{clubHash}/logo (manager): multipart `file`, images only. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** GET /api/users/orphaned-managers?club= (spec 3). */
export const OrphanedManagersQuerySchema = z.object({ club: z.string().min(1).max(64) });
export const OrphanedManagersResponseSchema = z.object({ hasOrphanedProfiles: z.boolean() });

/** Manager access requests (spec 4): sent → pending → approved or refused by a current manager. */
export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export const AccessRequestStatusSchema = z.enum(ACCESS_REQUEST_STATUSES);
export const RequestAdminAccessBodySchema = z.object({ message: z.string().trim().max(500).optional() });
export const AccessRequestSchema = z.object({
  hash: z.string(),
  status: AccessRequestStatusSchema,
  message: z.string().nullable(),
  requester: z.object({ name: z.string(), lastname: z.string(), email: z.string() }),
  club: z.object({ hash: z.string(), name: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;
export const AccessRequestCollectionSchema = hydraCollectionSchema(AccessRequestSchema);
export const AccessRequestDecisionBodySchema = z.object({ decision: z.enum(['approve', 'refuse']) });

/** Invitation links a manager creates per profile type (spec 1: joining needs a link). */
export const INVITABLE_ROLES = ['member', 'player', 'guardian'] as const;
export const InvitableRoleSchema = z.enum(INVITABLE_ROLES);
export const CreateInvitationBodySchema = z.object({
  role: InvitableRoleSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  maxUses: z.number().int().min(1).max(10000).nullable().optional(),
  /** Whoever joins through the link may also scan at the door (issue 24: a volunteer controller). */
  accessController: z.boolean().optional(),
});
export const InvitationSchema = z.object({
  hash: z.string(),
  role: InvitableRoleSchema,
  url: z.string().describe('link to /clubs/onboarding?invitation=…'),
  expiresAt: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  revoked: z.boolean(),
  /** The joiner's profile becomes a door controller. */
  accessController: z.boolean(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationCollectionSchema = hydraCollectionSchema(InvitationSchema);
/** GET /api/invitations/{token} (public): what the onboarding page shows before joining. */
export const InvitationPreviewSchema = z.object({ club: PublicClubSchema, role: InvitableRoleSchema, expiresAt: z.string() });

/**
 * POST /api/profiles/{profileType} (spec 5, 7). `profileType` is a role name or its numeric type,
 * the stored PROFILE_TYPE_CODES (common/roles.ts): 0 member, 1 manager, 2 guardian, 3 player,
 * 4 external. A manager profile is never self-created (POST /api/clubs/{clubHash}/request-admin-access).
 */
const PROFILE_TYPE_NUMBERS = CLUB_ROLES.map((role) => String(PROFILE_TYPE_CODES[role])) as [string, ...string[]];
export const ProfileTypeParamSchema = z
  .union([ClubRoleSchema, z.enum(PROFILE_TYPE_NUMBERS)])
  .transform((value): ClubRole => roleForProfileType(Number(value)) ?? (value as ClubRole))
  .describe('role name or numeric type: 0 member, 1 manager, 2 guardian, 3 player, 4 external');
export const CreateProfileParamsSchema = z.object({ profileType: ProfileTypeParamSchema });
export const CreateProfileBodySchema = z.object({
  user: z.object({ username: z.string().trim().toLowerCase().min(1).max(180) }),
  name: z.string().trim().min(1, fieldError('required')).max(80),
  surname: z.string().trim().min(1, fieldError('required')).max(120),
  email: z.string().trim().toLowerCase().email(fieldError('email')),
  dni: IdentificationSchema,
  club: z.string().max(64).optional().describe('club hash; required without an invitation, taken from the invitation when omitted'),
  invitation: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('invitation token: the profile is active at once; without one it is a pre-enrolment the club managers accept or refuse'),
});
export const CreatedProfileSchema = z.object({
  hash: z.string(),
  role: ClubRoleSchema,
  /** The numeric profile type (PROFILE_TYPE_CODES). */
  type: z.number().int(),
  /** True while the club's managers have not accepted it: it gives no access to the club yet. */
  preEnrollment: z.boolean(),
  club: z.object({ hash: z.string(), name: z.string() }),
});

/** A pre-enrolment waiting for the club's managers (GET /api/clubs/{clubHash}/pre-enrollments). */
export const PreEnrollmentSchema = z.object({
  hash: z.string().describe('the pending profile'),
  role: ClubRoleSchema,
  type: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  dni: z.string().nullable(),
  account: z.object({ username: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PreEnrollment = z.infer<typeof PreEnrollmentSchema>;
export const PreEnrollmentCollectionSchema = hydraCollectionSchema(PreEnrollmentSchema);
/** Accept (the profile becomes active) or refuse (it is removed); the person is told by e-mail. */
export const PreEnrollmentDecisionBodySchema = z.object({ decision: z.enum(['accept', 'refuse']) });
export const PreEnrollmentDecisionSchema = z.object({
  hash: z.string(),
  decision: z.enum(['accepted', 'refused']),
});
