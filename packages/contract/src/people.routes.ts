import { z } from 'zod';
import { CLUB_SPREADSHEET_CONVENTIONS } from './common/club-spreadsheets';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  AddGuardianBodySchema,
  CreatePersonBodySchema,
  GuardianChildrenQuerySchema,
  GuardianChildrenResponseSchema,
  GuardianListSchema,
  GuardianParamsSchema,
  HandOverBodySchema,
  HandOverResponseSchema,
  PeopleExportQuerySchema,
  PeopleGroupByClubResponseSchema,
  PeopleListQuerySchema,
  PersonCollectionSchema,
  PersonDetailSchema,
  PersonParamsSchema,
  PersonPhotoQuerySchema,
  PersonPhotoResponseSchema,
  UpdatePersonBodySchema,
} from './people';

/** A file answer (CSV, XLSX, image): the client reads a Blob, the schema documents nothing. */
const FileSchema = z.any();

/** People of a club for its managers, and the signed-in user's own profiles by club. */
export const PEOPLE_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/people',
    summary: 'People of the club (managers): role member = partners, player = athletes, user = with an account',
    tags: ['people'],
    access: 'people.list',
    params: ClubHashParamsSchema,
    query: PeopleListQuerySchema,
    status: 200,
    response: PersonCollectionSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/people',
    summary: 'Create a person (managers); qr identifier and membership number are assigned',
    tags: ['people'],
    access: 'people.create',
    params: ClubHashParamsSchema,
    body: CreatePersonBodySchema,
    status: 201,
    response: PersonDetailSchema,
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/people/:personHash',
    summary: 'One person with their profiles, teams, guardians and children (managers)',
    tags: ['people'],
    access: 'people.read',
    params: PersonParamsSchema,
    status: 200,
    response: PersonDetailSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/clubs/:clubHash/people/:personHash',
    summary: 'Edit, enable or disable a person (managers; merge-patch)',
    tags: ['people'],
    access: 'people.update',
    params: PersonParamsSchema,
    body: UpdatePersonBodySchema,
    status: 200,
    response: PersonDetailSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/people/export',
    summary: 'The filtered people list as CSV or XLSX (same filters as the list)',
    description: `${CLUB_SPREADSHEET_CONVENTIONS} Headers and values are the list’s own words (Sexo: Mujer), which the people import reads back.`,
    tags: ['people'],
    access: 'people.list',
    params: ClubHashParamsSchema,
    query: PeopleExportQuerySchema,
    status: 200,
    response: FileSchema,
    download: true,
  }),
  /** Only ever the caller's own profiles (and their children's), so being signed in is enough. */
  groupByClub: defineRoute({
    method: 'GET',
    path: '/api/people-group-by-club',
    summary: "The signed-in user's profiles grouped by club (spec 3 legacy shape)",
    tags: ['people'],
    access: 'signed-in',
    status: 200,
    response: PeopleGroupByClubResponseSchema,
  }),
} as const;

/** Guardians linked to children, a guardian's view of them, and handing a record over. */
export const FAMILIES_ROUTES = {
  addGuardian: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/people/:personHash/guardians',
    summary: 'Link a guardian (a guardian profile of the club) to this person (managers)',
    tags: ['families'],
    access: 'people.manageFamilies',
    params: PersonParamsSchema,
    body: AddGuardianBodySchema,
    status: 201,
    response: GuardianListSchema,
  }),
  removeGuardian: defineRoute({
    method: 'DELETE',
    path: '/api/clubs/:clubHash/people/:personHash/guardians/:guardianHash',
    summary: 'Unlink a guardian from this person (managers)',
    tags: ['families'],
    access: 'people.manageFamilies',
    params: GuardianParamsSchema,
    status: 200,
    response: GuardianListSchema,
  }),
  /**
   * The club is named in the query, not the path: the service answers 404 for an unknown club,
   * 403 to a caller without a guardian profile there, 403 FEATURE_DISABLED without the feature.
   */
  guardianChildren: defineRoute({
    method: 'GET',
    path: '/api/guardian/children',
    summary: "The signed-in guardian's children in a club (feature records_from_children)",
    tags: ['families'],
    access: 'signed-in',
    query: GuardianChildrenQuerySchema,
    status: 200,
    response: GuardianChildrenResponseSchema,
    errors: [403, 404],
  }),
  handOver: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/people/:personHash/hand-over',
    summary: 'Email a single-use link to take over this record as their own account (managers)',
    tags: ['families'],
    access: 'people.manageFamilies',
    params: PersonParamsSchema,
    body: HandOverBodySchema,
    status: 200,
    response: HandOverResponseSchema,
    // 409: the person already has an account; 429: too many links sent.
    errors: [409, 429],
  }),
} as const;

/** A person's photo: managers set and remove it; the image is read by its versioned address. */
export const PERSON_PHOTO_ROUTES = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/people/:personHash/photo',
    summary: 'Set a person\'s photo (managers; multipart field "file": PNG, JPEG or WebP, at most 5 MB)',
    tags: ['people'],
    access: 'personPhoto.manage',
    params: PersonParamsSchema,
    multipart: true,
    status: 200,
    response: PersonPhotoResponseSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/clubs/:clubHash/people/:personHash/photo',
    summary: "Remove a person's photo (managers)",
    tags: ['people'],
    access: 'personPhoto.manage',
    params: PersonParamsSchema,
    status: 204,
    response: z.null(),
  }),
  /** Public: an <img> sends no token; the unguessable version in the address is the key. */
  read: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/people/:personHash/photo',
    summary: "A person's photo, by the address given in their card or page (its version is required)",
    tags: ['people'],
    access: 'public',
    params: PersonParamsSchema,
    query: PersonPhotoQuerySchema,
    status: 200,
    response: FileSchema,
    download: true,
  }),
} as const;
