import { z } from 'zod';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  CreatePortalComponentBodySchema,
  PortalComponentCollectionSchema,
  PortalComponentListQuerySchema,
  PortalComponentParamsSchema,
  PortalComponentSchema,
  PublicPortalSchema,
  UpdatePortalComponentBodySchema,
} from './portal';

const tags = ['portal'];
const base = '/api/clubs/:clubHash/portal/components';

/** The club's public portal components (issue 11 part 2): spec 7's calls and the visitors' read. */
export const PORTAL_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: base,
    summary: "The portal's components in order, 10 a page (spec 9); the four core ones always exist",
    tags,
    access: 'portal.manage',
    params: ClubHashParamsSchema,
    query: PortalComponentListQuerySchema,
    status: 200,
    response: PortalComponentCollectionSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: base,
    summary: 'Add a custom link (type link; properties.href and image must be http(s))',
    tags,
    access: 'portal.manage',
    params: ClubHashParamsSchema,
    body: CreatePortalComponentBodySchema,
    status: 201,
    response: PortalComponentSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: `${base}/:componentId`,
    summary: 'Change a component: enabled, highlighted, order; a link also its name and properties',
    description: 'Fields left out keep their value. A core component refuses name and properties (400 portalCoreFixed).',
    tags,
    access: 'portal.manage',
    params: PortalComponentParamsSchema,
    body: UpdatePortalComponentBodySchema,
    status: 200,
    response: PortalComponentSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${base}/:componentId`,
    summary: 'Remove a custom link (a core component can only be disabled: 409 portalCoreNotRemovable)',
    tags,
    access: 'portal.manage',
    params: PortalComponentParamsSchema,
    status: 204,
    response: z.null(),
    errors: [409],
  }),
  publicPortal: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/portal',
    summary: "The portal as visitors see it (no token): enabled components in order, where the component's area is available",
    description:
      'A core component is shown only when its area can be used: tickets and campaigns once the club sells (purchable_items) and ' +
      'has something published; member.registration while the public portal is on; inscriptions once the club publishes some.',
    tags,
    access: 'public',
    params: ClubHashParamsSchema,
    status: 200,
    response: PublicPortalSchema,
  }),
} as const;
