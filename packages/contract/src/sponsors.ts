import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import { fieldError } from './common/field-errors';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';

export const SPONSOR_NAME_MAX = 120;
export const SPONSOR_URL_MAX = 2000;
/** A club's sponsors (the portal shows them all; the manager page orders them). */
export const SPONSORS_MAX = 200;
export const SPONSOR_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The clicks chart covers this many days, today included. */
export const SPONSOR_CLICK_DAYS = 30;

/** Only web links: `javascript:`, `data:` and the like never reach a page. */
export const WebLinkSchema = z
  .string()
  .trim()
  .max(SPONSOR_URL_MAX, fieldError('tooLong'))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, fieldError('webLinkOnly'));

/** Spec 3: Sponsor (hash, name, url, image, order). `image` is the logo's address, versioned. */
export const SponsorSchema = z.object({
  hash: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable(),
  order: z.number().int(),
});
export type Sponsor = z.infer<typeof SponsorSchema>;

/** All of a club's sponsors (a few dozen at most): one hydra page whose first and last page are itself. */
export const SponsorListSchema = hydraCollectionSchema(SponsorSchema);
export type SponsorList = z.infer<typeof SponsorListSchema>;

const NameSchema = z.string().trim().min(1, fieldError('required')).max(SPONSOR_NAME_MAX, fieldError('tooLong'));

export const CreateSponsorBodySchema = z.object({
  name: NameSchema,
  url: WebLinkSchema.nullable().optional(),
  /** Where it goes in the list (0 first); last when left out. */
  order: z.number().int().min(0).max(SPONSORS_MAX).optional(),
});
export type CreateSponsorBody = z.input<typeof CreateSponsorBodySchema>;

/** Merge-patch of one sponsor: a field left out stays as it is; `url: null` removes the link. */
export const UpdateSponsorBodySchema = z.object({
  name: NameSchema.optional(),
  url: WebLinkSchema.nullable().optional(),
  order: z.number().int().min(0).max(SPONSORS_MAX).optional(),
});
export type UpdateSponsorBody = z.input<typeof UpdateSponsorBodySchema>;

/** PATCH …/sponsors (reorder): every sponsor of the club, once, in the new order. */
export const ReorderSponsorsBodySchema = z.object({
  order: z.array(PublicIdSchema).max(SPONSORS_MAX, fieldError('tooLong')),
});
export type ReorderSponsorsBody = z.input<typeof ReorderSponsorsBodySchema>;

export const SponsorParamsSchema = ClubHashParamsSchema.extend({ sponsorHash: PublicIdSchema });
export const SponsorImageQuerySchema = z.object({ v: z.string().max(40).optional() });

/** One sponsor's clicks per day, aligned with the answer's `days`. */
export const SponsorClickSeriesSchema = z.object({ sponsorHash: z.string(), clicks: z.array(z.number().int()), total: z.number().int() });
export type SponsorClickSeries = z.infer<typeof SponsorClickSeriesSchema>;

/**
 * Clicks on each sponsor's portal link per day of the last 30 (oldest first, club time zone): a
 * hydra collection of one series per sponsor, answered whole, and the days the series count.
 */
export const SponsorClicksSchema = hydraCollectionSchema(SponsorClickSeriesSchema).extend({ days: z.array(z.string()) });
export type SponsorClicks = z.infer<typeof SponsorClicksSchema>;
