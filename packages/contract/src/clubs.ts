import { z } from 'zod';
import { FeatureCodeSchema } from './common/features';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';
import { ClubLocaleSchema } from './common/locale-schemas';
import { ClubRoleSchema } from './common/roles';

export const ClubAddressSchema = z.object({
  city: z.string().nullable(),
  regionName: z.string().nullable(),
  countryName: z.string().nullable(),
});

export const ClubPrivacySchema = z.object({
  url: z.string().nullable(),
  basicInfo: z.string().nullable(),
  custom: z.string().nullable(),
  version: z.number().int(),
  customUrl: z.string().nullable(),
});

/** Club (spec 3): the current shape. */
export const ClubSchema = z.object({
  hash: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  publicPortal: z.boolean(),
  seasonId: z.string().nullable(),
  seasonName: z.string().nullable(),
  address: ClubAddressSchema,
});
export type Club = z.infer<typeof ClubSchema>;

/** Club with the older shape's fields added (spec 3), as GET /api/clubs/{hash} answers it. */
export const ClubDetailSchema = ClubSchema.extend({
  shortname: z.string(),
  companyName: z.string().nullable(),
  locale: ClubLocaleSchema,
  enabledFeatures: z.array(z.object({ code: FeatureCodeSchema })),
  privacy: ClubPrivacySchema,
});
export type ClubDetail = z.infer<typeof ClubDetailSchema>;

/** Public club read by short name (no token): only what a visitor may see. */
export const PublicClubSchema = ClubSchema.extend({
  shortname: z.string(),
  locale: ClubLocaleSchema,
});
export type PublicClub = z.infer<typeof PublicClubSchema>;

export const ClubListQuerySchema = PaginationQuerySchema.extend({
  name: z.string().trim().max(120).optional(),
});
export type ClubListQuery = z.infer<typeof ClubListQuerySchema>;
export const ClubCollectionSchema = hydraCollectionSchema(ClubSchema);

/**
 * Profile in a club (spec 3): hash, user (clubRoles, club, role), club, type, person.
 * `user` is null for a person without an account of their own (a child athlete).
 */
export const ClubProfileSchema = z.object({
  hash: z.string(),
  user: z
    .object({
      id: z.string(),
      clubRoles: z.array(ClubRoleSchema),
      club: z.string(),
      role: ClubRoleSchema,
    })
    .nullable(),
  club: z.string(),
  type: z.number().int(),
  person: z.object({ name: z.string(), surname: z.string() }),
});
export type ClubProfile = z.infer<typeof ClubProfileSchema>;
export const ClubProfileCollectionSchema = hydraCollectionSchema(ClubProfileSchema);
/** GET /api/clubs/{clubHash}/profiles: `search` matches name and surname, accent- and case-insensitive. */
export const ClubProfilesQuerySchema = PaginationQuerySchema.extend({ search: z.string().trim().max(120).optional() });
export type ClubProfilesQuery = z.infer<typeof ClubProfilesQuerySchema>;
