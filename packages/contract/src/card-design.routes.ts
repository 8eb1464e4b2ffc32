import { z } from 'zod';
import { CardBackgroundQuerySchema, CardDesignSchema, UpdateCardDesignBodySchema } from './card-design';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';

const tags = ['member-card'];
const path = '/api/clubs/:clubHash/card-design';
/** Part of the club's settings, and only where the club has its own card design. */
const manage = { access: 'clubSettings.manage', feature: 'custom_card_templates' } as const;

/** The club's member card design (feature custom_card_templates, decision 0008). */
export const CARD_DESIGN_ROUTES = {
  read: defineRoute({
    method: 'GET',
    path,
    summary: "The club's member card design (managers)",
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    status: 200,
    response: CardDesignSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path,
    summary: 'Set the card design: logo on/off, two #rrggbb colours, the fields shown; `removeBackground` drops the picture',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    body: UpdateCardDesignBodySchema,
    status: 200,
    response: CardDesignSchema,
  }),
  uploadBackground: defineRoute({
    method: 'POST',
    path: `${path}/background`,
    summary: 'Upload the card background picture (multipart field "file": PNG, JPEG or WebP, at most 2 MB)',
    tags,
    ...manage,
    params: ClubHashParamsSchema,
    multipart: true,
    status: 200,
    response: CardDesignSchema,
  }),
  background: defineRoute({
    method: 'GET',
    path: `${path}/background`,
    summary: 'The card background picture (public like the logo; cached for a year when the version matches)',
    tags,
    access: 'public',
    params: ClubHashParamsSchema,
    query: CardBackgroundQuerySchema,
    status: 200,
    response: z.any(),
    download: true,
  }),
} as const;
