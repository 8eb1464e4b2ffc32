import { z } from 'zod';
import { fieldError } from './common/field-errors';

/**
 * The club's own member card design (feature custom_card_templates, decision 0008). Managers
 * choose colours, the logo, which fields the card shows and a background picture; My ID and its
 * PDF draw the card with it. Without the feature every card uses DEFAULT_CARD_DESIGN.
 */
export const CardColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, fieldError('invalidFormat'))
  .describe('A colour as #rrggbb');

/** What the card may show beside the name, role, club and status (always shown). */
export const CARD_DESIGN_FIELDS = ['photo', 'membershipNumber', 'category', 'dni', 'validity', 'qr'] as const;
export type CardDesignField = (typeof CARD_DESIGN_FIELDS)[number];
export const CardDesignFieldsSchema = z.object({
  photo: z.boolean(),
  membershipNumber: z.boolean(),
  category: z.boolean(),
  dni: z.boolean(),
  /** Season and the last valid day. */
  validity: z.boolean(),
  qr: z.boolean(),
});

export const CardDesignSchema = z.object({
  showLogo: z.boolean(),
  /** Where the card's background starts (top left); text stays white, so dark colours read best. */
  primaryColour: CardColourSchema,
  /** Where it ends (bottom right). */
  secondaryColour: CardColourSchema,
  fields: CardDesignFieldsSchema,
  /** Address of the background picture (versioned, public like the logo), or null. */
  backgroundImage: z.string().nullable(),
});
export type CardDesign = z.infer<typeof CardDesignSchema>;

/** The card every club had before designs: the product's blues, no DNI or category. */
export const DEFAULT_CARD_DESIGN: CardDesign = {
  showLogo: true,
  primaryColour: '#2d4f8f',
  secondaryColour: '#1f3d75',
  fields: { photo: true, membershipNumber: true, category: false, dni: false, validity: true, qr: true },
  backgroundImage: null,
};

/** PUT /api/clubs/{clubHash}/card-design: the whole design; the picture has its own upload. */
export const UpdateCardDesignBodySchema = CardDesignSchema.omit({ backgroundImage: true }).extend({
  /** Drops the uploaded background picture. */
  removeBackground: z.boolean().optional(),
});
export type UpdateCardDesignBody = z.infer<typeof UpdateCardDesignBodySchema>;

/** POST /api/clubs/{clubHash}/card-design/background: multipart `file`, PNG, JPEG or WebP. */
export const CARD_BACKGROUND_MAX_BYTES = 2 * 1024 * 1024;
export const CardBackgroundQuerySchema = z.object({ v: z.string().max(64).optional() });
