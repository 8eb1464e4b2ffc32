import { z } from 'zod';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  CreateSponsorBodySchema,
  ReorderSponsorsBodySchema,
  SponsorClicksSchema,
  SponsorImageQuerySchema,
  SponsorListSchema,
  SponsorParamsSchema,
  SponsorSchema,
  UpdateSponsorBodySchema,
} from './sponsors';

const tags = ['sponsors'];
const base = '/api/clubs/:clubHash/sponsors';

/** A club's sponsors (issue 11 part 1): spec 7's calls, the logo, the portal's counted links. */
export const SPONSORS_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: base,
    summary: "The club's sponsors in their order (public: the portal shows them)",
    tags,
    access: 'public',
    params: ClubHashParamsSchema,
    status: 200,
    response: SponsorListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: base,
    summary: 'Add a sponsor (name; optional http(s) url and place in the list)',
    tags,
    access: 'sponsors.manage',
    params: ClubHashParamsSchema,
    body: CreateSponsorBodySchema,
    status: 201,
    response: SponsorSchema,
  }),
  reorder: defineRoute({
    method: 'PATCH',
    path: base,
    summary: 'Reorder the sponsors in one transaction',
    description:
      'Body (not shown in the spec): { order: [sponsorHash, …] } naming every sponsor of the club exactly once, first ' +
      'first. Anything else is refused with 400 on `order` (sponsorOrderMismatch) and nothing changes. Answers the list.',
    tags,
    access: 'sponsors.manage',
    params: ClubHashParamsSchema,
    body: ReorderSponsorsBodySchema,
    status: 200,
    response: SponsorListSchema,
  }),
  clicks: defineRoute({
    method: 'GET',
    path: `${base}/clicks`,
    summary: "Each sponsor's portal clicks per day over the last 30 days (managers)",
    tags,
    access: 'sponsors.manage',
    params: ClubHashParamsSchema,
    status: 200,
    response: SponsorClicksSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: `${base}/:sponsorHash`,
    summary: 'Edit a sponsor (merge-patch: name, url (null removes it), order)',
    tags,
    access: 'sponsors.manage',
    params: SponsorParamsSchema,
    body: UpdateSponsorBodySchema,
    status: 200,
    response: SponsorSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${base}/:sponsorHash`,
    summary: 'Remove a sponsor (its logo and clicks go with it)',
    tags,
    access: 'sponsors.manage',
    params: SponsorParamsSchema,
    status: 204,
    response: z.null(),
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: `${base}/:sponsorHash/image`,
    summary: 'Upload the sponsor logo (multipart field "file": PNG, JPEG or WebP, at most 2 MB; resized like the club logo)',
    tags,
    access: 'sponsors.manage',
    params: SponsorParamsSchema,
    multipart: true,
    status: 200,
    response: SponsorSchema,
  }),
  image: defineRoute({
    method: 'GET',
    path: `${base}/:sponsorHash/image`,
    summary: "The sponsor's logo (public; cached for a year when the version matches)",
    tags,
    access: 'public',
    params: SponsorParamsSchema,
    query: SponsorImageQuerySchema,
    status: 200,
    response: z.any(),
    download: true,
  }),
  visit: defineRoute({
    method: 'GET',
    path: `${base}/:sponsorHash/visit`,
    summary: "The portal's sponsor link: counts one click for today and redirects (302) to the sponsor's site",
    description:
      'Public. Always redirects to the address stored for the sponsor (never one from the request); 404 when the sponsor has no ' +
      'link. Counts only a browser navigation (Sec-Fetch-Dest: document, Sec-Fetch-Mode: navigate; an <img> or a client without ' +
      'Fetch Metadata is redirected uncounted), once per network address and sponsor in 10 minutes, into a per-day counter.',
    tags,
    access: 'public',
    params: SponsorParamsSchema,
    status: 302,
    response: z.any(),
    download: true,
  }),
} as const;
