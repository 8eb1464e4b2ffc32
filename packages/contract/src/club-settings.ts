import { z } from 'zod';
import { calendarDaySchema, VersionNumberSchema } from './common/db-bounds';
import { FeatureCodeSchema } from './common/features';
import { fieldError } from './common/field-errors';
import { ShortNameSchema } from './common/ids';
import { ClubLocaleSchema, UiLocaleSchema } from './common/locale-schemas';

/**
 * Administration → Settings (issue 4 part 6). Read and changed by the club's managers (and
 * admins). The logo has its own upload route, POST /api/clubs/{clubHash}/logo (onboarding);
 * `logoUploadUrl` points there. A taken short name answers the field error `shortnameTaken`.
 */
export const ClubPrivacySettingsSchema = z.object({
  /** Link to the policy hosted elsewhere. */
  url: z.string().nullable(),
  /** Short first-layer text shown before the full policy. */
  basicInfo: z.string().nullable(),
  /** The club's own policy text, when it writes one instead of linking. */
  custom: z.string().nullable(),
  customUrl: z.string().nullable(),
  /** Raised by publishing a new version: members accept it again at their next sign-in. */
  version: z.number().int().min(1),
});
export const ClubTermsSettingsSchema = z.object({
  url: z.string().nullable(),
  custom: z.string().nullable(),
  version: z.number().int().min(1),
});

export const ClubSettingsSchema = z.object({
  hash: z.string(),
  name: z.string(),
  shortname: z.string(),
  companyName: z.string().nullable(),
  image: z.string().nullable(),
  logoUploadUrl: z.string().describe('POST multipart "file" here to replace the logo'),
  address: z.object({ city: z.string().nullable(), regionName: z.string().nullable(), countryName: z.string().nullable() }),
  season: z.object({ id: z.string().nullable(), name: z.string().nullable(), endsOn: z.string().nullable() }),
  locale: ClubLocaleSchema,
  /** Interface language for the club's people; null = derived from the locale (spec 9 mapping). */
  interfaceLanguage: UiLocaleSchema.nullable(),
  privacy: ClubPrivacySettingsSchema,
  terms: ClubTermsSettingsSchema,
});
export type ClubSettings = z.infer<typeof ClubSettingsSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalUrl = z
  .url({ protocol: /^https?$/, error: fieldError('url') })
  .max(500)
  .nullable()
  .optional();

/**
 * PATCH /api/clubs/{clubHash}/settings (merge-patch: only the fields sent change; null clears an
 * optional one). `publishNewVersion: true` raises the version by one.
 */
export const UpdateClubSettingsBodySchema = z.object({
  name: z.string().trim().min(2, fieldError('required')).max(120).optional(),
  shortname: ShortNameSchema.optional(),
  companyName: optionalText(200),
  address: z
    .object({
      city: z.string().trim().min(1).max(120).optional(),
      regionName: z.string().trim().min(1).max(120).optional(),
      countryName: z.string().trim().min(1).max(120).optional(),
    })
    .optional(),
  season: z
    .object({
      id: z.string().trim().min(1).max(40).nullable().optional(),
      name: z.string().trim().min(1).max(80).nullable().optional(),
      /** Last day of the season (YYYY-MM-DD): member cards are inactive after it. */
      endsOn: calendarDaySchema().nullable().optional(),
    })
    .optional(),
  locale: ClubLocaleSchema.optional(),
  interfaceLanguage: UiLocaleSchema.nullable().optional(),
  privacy: z
    .object({
      url: optionalUrl,
      basicInfo: optionalText(2000),
      custom: optionalText(100_000),
      customUrl: optionalUrl,
      publishNewVersion: z.boolean().optional(),
    })
    .optional(),
  terms: z
    .object({
      url: optionalUrl,
      custom: optionalText(100_000),
      publishNewVersion: z.boolean().optional(),
    })
    .optional(),
});
export type UpdateClubSettingsBody = z.infer<typeof UpdateClubSettingsBodySchema>;

/**
 * GET /api/clubs/{clubHash}/privacy (any member): what to show and whether the caller must
 * accept it. `accepted` is null when the caller never accepted anything in this club.
 */
export const ClubPrivacyStatusSchema = z.object({
  privacy: ClubPrivacySettingsSchema,
  terms: ClubTermsSettingsSchema,
  accepted: z.object({ privacyVersion: z.number().int(), termsVersion: z.number().int(), acceptedAt: z.string() }).nullable(),
  acceptanceRequired: z.boolean(),
});
export type ClubPrivacyStatus = z.infer<typeof ClubPrivacyStatusSchema>;

/**
 * POST /api/clubs/{clubHash}/privacy/accept: the versions the person read. If a newer one was
 * published meanwhile the answer is 409 and the web shows the new text.
 */
export const AcceptClubPrivacyBodySchema = z.object({
  privacyVersion: VersionNumberSchema,
  termsVersion: VersionNumberSchema,
});
export type AcceptClubPrivacyBody = z.infer<typeof AcceptClubPrivacyBodySchema>;

/** GET /api/admin/clubs/{clubHash}/features (admin): every known code with its state. */
export const AdminClubFeatureSchema = z.object({ code: FeatureCodeSchema, enabled: z.boolean() });
export const AdminClubFeatureListSchema = z.array(AdminClubFeatureSchema);
/** PUT /api/admin/clubs/{clubHash}/features (admin): the full set of enabled codes. */
export const UpdateClubFeaturesBodySchema = z.object({ codes: z.array(FeatureCodeSchema).max(50) });
export type UpdateClubFeaturesBody = z.infer<typeof UpdateClubFeaturesBodySchema>;
