import type { BoundedCache, ClubId } from './bounded-cache';

/**
 * What a paged list keeps between requests for one filter: its total and the ids of each page
 * asked for. Ids, not rows: the rows are read fresh by id every time, so a kept page shows an
 * edit at once and only what decides membership and order must clear the kept ids (the owner
 * names those topics). A page's ids cost a walk of the list's index up to the page; kept, a late
 * page costs what the first does until the list changes.
 */
export type KeptList = {
  total(count: () => Promise<number>): Promise<number>;
  pageIds(offset: number, limit: number, walk: () => Promise<number[]>): Promise<number[]>;
};

/** Nothing kept: every request counts and walks. */
export const UNKEPT_LIST: KeptList = { total: (count) => count(), pageIds: (_offset, _limit, walk) => walk() };

export type KeptListCaches = { totals: BoundedCache<number>; pages: BoundedCache<number[]> };

/** The list `key` (the filter, in words) of club `club`, kept in `caches`. */
export function keptList(caches: KeptListCaches, key: string, club: ClubId): KeptList {
  return {
    total: (count) => caches.totals.getOrLoad(key, count, club),
    pageIds: (offset, limit, walk) => caches.pages.getOrLoad(`${key}|${offset}|${limit}`, walk, club),
  };
}
