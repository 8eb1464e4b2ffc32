import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema } from './common/ids';
import { WebLinkSchema } from './sponsors';

/** Spec 3's core components of a club's portal, one of each per club. */
export const PORTAL_CORE_COMPONENTS = ['tickets', 'campaigns', 'member.registration', 'inscriptions'] as const;
export type PortalCoreComponent = (typeof PORTAL_CORE_COMPONENTS)[number];
/** Spec 9: the portal components sample page size. */
export const PORTAL_COMPONENTS_PAGE_SIZE = 10;
export const PORTAL_COMPONENT_NAME_MAX = 80;
export const PORTAL_COMPONENTS_MAX = 50;

export const PortalComponentPropertiesSchema = z.object({ href: z.string().nullable(), image: z.string().nullable() });

/** Spec 3: Portal component (id, core, name, type, properties {href, image}, enabled, order, highlighted). */
export const PortalComponentSchema = z.object({
  id: z.number().int(),
  core: z.boolean(),
  name: z.string(),
  type: z.literal('link').nullable(),
  properties: PortalComponentPropertiesSchema,
  enabled: z.boolean(),
  order: z.number().int(),
  highlighted: z.boolean(),
});
export type PortalComponent = z.infer<typeof PortalComponentSchema>;
export const PortalComponentCollectionSchema = hydraCollectionSchema(PortalComponentSchema);

export const PortalComponentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(PORTAL_COMPONENTS_MAX).default(PORTAL_COMPONENTS_PAGE_SIZE),
});

const NameSchema = z.string().trim().min(1, fieldError('required')).max(PORTAL_COMPONENT_NAME_MAX, fieldError('tooLong'));
const PropertiesInputSchema = z.object({ href: WebLinkSchema, image: WebLinkSchema.nullable().optional() });

/** POST: a custom link (core components exist already; each club has one of each). */
export const CreatePortalComponentBodySchema = z.object({
  name: NameSchema,
  type: z.literal('link').optional(),
  properties: PropertiesInputSchema,
  enabled: z.boolean().optional(),
  highlighted: z.boolean().optional(),
  /** Where it goes (0 first); last when left out. */
  order: z.number().int().min(0).max(PORTAL_COMPONENTS_MAX).optional(),
});
export type CreatePortalComponentBody = z.input<typeof CreatePortalComponentBodySchema>;

/** PUT: the component's settings. A core component takes enabled, highlighted and order only. */
export const UpdatePortalComponentBodySchema = z.object({
  name: NameSchema.optional(),
  properties: PropertiesInputSchema.optional(),
  enabled: z.boolean().optional(),
  highlighted: z.boolean().optional(),
  order: z.number().int().min(0).max(PORTAL_COMPONENTS_MAX).optional(),
});
export type UpdatePortalComponentBody = z.input<typeof UpdatePortalComponentBodySchema>;

export const PortalComponentParamsSchema = ClubHashParamsSchema.extend({
  componentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The portal as visitors see it: the enabled components whose area is available, in order (answered whole). */
export const PublicPortalSchema = hydraCollectionSchema(PortalComponentSchema);
export type PublicPortal = z.infer<typeof PublicPortalSchema>;
