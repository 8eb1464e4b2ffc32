import type { HydraCollection, HydraKeysetCollection, HydraView } from '@tribuna/contract';

/**
 * Builds hydra:view links from the request path and query: every link keeps the other query
 * parameters and only changes `page`. `previous`/`next` are present only when they exist.
 */
export function hydraView(url: string, page: number, itemsPerPage: number, totalItems: number): HydraView {
  const [path = '/', query = ''] = url.split('?', 2);
  const lastPage = Math.max(1, Math.ceil(totalItems / itemsPerPage));
  const link = (p: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(p));
    return `${path}?${params.toString()}`;
  };
  const view: HydraView = {
    '@id': link(page),
    'hydra:first': link(1),
    'hydra:last': link(lastPage),
  };
  if (page > 1) view['hydra:previous'] = link(Math.min(page - 1, lastPage));
  if (page < lastPage) view['hydra:next'] = link(page + 1);
  return view;
}

export function hydraCollection<T>(url: string, items: T[], totalItems: number, page: number, itemsPerPage: number): HydraCollection<T> {
  return {
    'hydra:member': items,
    'hydra:totalItems': totalItems,
    'hydra:view': hydraView(url, page, itemsPerPage, totalItems),
  };
}

/**
 * A small list answered whole (a club's sponsors, taxes, calendars): one page, so the view's
 * first and last page are the request itself.
 */
export function wholeCollection<T>(url: string, items: T[]): HydraCollection<T> {
  return {
    'hydra:member': items,
    'hydra:totalItems': items.length,
    'hydra:view': { '@id': url, 'hydra:first': url, 'hydra:last': url },
  };
}

/**
 * A keyset-paged list (threads): `hydra:next` is the request's own path and query with
 * `cursor` set to the next page's cursor, so a client follows it as it is; absent on the last page.
 */
export function keysetCollection<T>(url: string, items: T[], totalItems: number, nextCursor: string | null): HydraKeysetCollection<T> {
  const view: HydraKeysetCollection<T>['hydra:view'] = { '@id': url };
  if (nextCursor !== null) {
    const [path = '/', query = ''] = url.split('?', 2);
    const params = new URLSearchParams(query);
    params.set('cursor', nextCursor);
    view['hydra:next'] = `${path}?${params.toString()}`;
  }
  return { 'hydra:member': items, 'hydra:totalItems': totalItems, 'hydra:view': view };
}

/** SQL offset of a page (pages start at 1). */
export const pageOffset = (page: number, itemsPerPage: number) => (page - 1) * itemsPerPage;

/**
 * Where to read a page of a list of `total` rows whose walk costs what it skips: from the start,
 * or, when the page lies in the later half, walking the same order backwards (`offset` then counts
 * from the end, and the caller puts the rows back in list order). No walk passes half the list.
 */
export function fromNearerEnd(offset: number, limit: number, total: number): { backwards: boolean; offset: number; limit: number } {
  if (offset + limit / 2 <= total / 2) return { backwards: false, offset, limit };
  return { backwards: true, offset: Math.max(0, total - offset - limit), limit: Math.min(limit, total - offset) };
}
