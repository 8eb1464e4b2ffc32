import { z } from 'zod';
import {
  ClubCollectionSchema,
  ClubDetailSchema,
  ClubListQuerySchema,
  ClubProfileCollectionSchema,
  ClubProfilesQuerySchema,
  PublicClubSchema,
} from './clubs';
import { ClubFeatureListSchema } from './common/features';
import { ClubHashParamsSchema, ClubShortNameParamsSchema } from './common/ids';
import { defineRoute } from './common/route';

const tags = ['clubs'];

/** The detail for members and admins, the public fields for anyone else (detail tried first). */
export const ClubReadSchema = z.union([ClubDetailSchema, PublicClubSchema]);

/** Reading clubs: one's own list, a club's public page, its detail, features and profiles. */
export const CLUBS_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/api/clubs',
    summary: "The caller's clubs (an admin sees every club)",
    tags,
    access: 'signed-in',
    query: ClubListQuerySchema,
    status: 200,
    response: ClubCollectionSchema,
  }),
  publicByShortName: defineRoute({
    method: 'GET',
    path: '/api/clubs/p/:clubShortName',
    summary: 'Public information of a club, by its short name (no token)',
    tags,
    access: 'public',
    params: ClubShortNameParamsSchema,
    status: 200,
    response: PublicClubSchema,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash',
    summary: 'One club; no token needed',
    description:
      'Without a token, or for a signed-in caller who is not a member of the club, only the public fields ' +
      '(hash, name, image, publicPortal, season, address, shortname, locale), as GET /api/clubs/p/{clubShortName}. ' +
      'Members of the club and admins also get companyName, enabledFeatures and privacy. A token, when sent, ' +
      'must be valid (401 otherwise, so the client refreshes it). Unknown club: 404.',
    tags,
    // Spec 7: "read without token". The route reads an optional bearer itself.
    access: 'public',
    optionalAuth: true,
    params: ClubHashParamsSchema,
    status: 200,
    response: ClubReadSchema,
  }),
  features: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/features',
    summary: 'Feature codes enabled for the club',
    tags,
    access: 'clubs.readFeatures',
    params: ClubHashParamsSchema,
    status: 200,
    response: ClubFeatureListSchema,
  }),
  profiles: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/profiles',
    summary: "Profiles of the club: all for managers, otherwise one's own and one's children",
    tags,
    access: 'clubs.listProfiles',
    params: ClubHashParamsSchema,
    query: ClubProfilesQuerySchema,
    status: 200,
    response: ClubProfileCollectionSchema,
  }),
} as const;
