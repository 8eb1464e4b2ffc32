import { z } from 'zod';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
/** Far past any real list (10 million rows at 100 a page); keeps offsets small integers. */
export const MAX_PAGE = 100_000;

/** `page` and `itemsPerPage` query parameters for every collection. */
export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_ITEMS_PER_PAGE).default(DEFAULT_ITEMS_PER_PAGE),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const HydraViewSchema = z.object({
  '@id': z.string(),
  'hydra:first': z.string(),
  'hydra:last': z.string(),
  'hydra:previous': z.string().optional(),
  'hydra:next': z.string().optional(),
});
export type HydraView = z.infer<typeof HydraViewSchema>;

/** Hydra collection of spec 7: hydra:member, hydra:totalItems, hydra:view. */
export function hydraCollectionSchema<T extends z.ZodType>(item: T) {
  return z.object({
    'hydra:member': z.array(item),
    'hydra:totalItems': z.number().int().min(0),
    'hydra:view': HydraViewSchema,
  });
}
export type HydraCollection<T> = {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view': HydraView;
};

/**
 * The view of a keyset-paged list (threads): pages are reached by following `hydra:next`, the
 * full address of the next page (the same query with `cursor=<next>`), absent on the last page.
 * A keyset list has no numbered pages, so it names no first or last page instead of faking them.
 */
export const HydraKeysetViewSchema = z.object({
  '@id': z.string(),
  'hydra:next': z.string().optional(),
});
export type HydraKeysetView = z.infer<typeof HydraKeysetViewSchema>;

/** Hydra collection of a keyset-paged list: the view links only the next page. */
export function hydraKeysetCollectionSchema<T extends z.ZodType>(item: T) {
  return z.object({
    'hydra:member': z.array(item),
    'hydra:totalItems': z.number().int().min(0),
    'hydra:view': HydraKeysetViewSchema,
  });
}
export type HydraKeysetCollection<T> = {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view': HydraKeysetView;
};

/** The `cursor` query parameter of `hydra:next` in a keyset view, or null on the last page. */
export function nextCursorOf(view: HydraKeysetView): string | null {
  if (!view['hydra:next']) return null;
  const query = view['hydra:next'].split('?', 2)[1] ?? '';
  return new URLSearchParams(query).get('cursor');
}
