import type { DashboardArea, FeatureCode } from '@tribuna/contract';

/** Static facts a route declares in its `handle` (read with useMatches). */
export interface RouteHandle {
  /** Tab title key in the navigation namespace; '' means "title not shown" (just "Tribuna"). */
  title?: string;
  /** Dashboard area whose menu the dashboard layout shows. */
  area?: DashboardArea;
  /** Status code of a status page route. */
  statusCode?: number;
  /**
   * The club feature the pages below need (the one their API routes declare, decision 0008). A
   * club without it gets a page saying so instead, before any call the API would refuse.
   */
  feature?: FeatureCode;
  /**
   * The page works without the API (My ID, the door scanner: issue 4 and 24): an outage never
   * replaces it with the 502/504 page, since it decides with what it keeps offline.
   */
  worksOffline?: boolean;
}

/** Navigation state set by the login page: the older application then gets the token (spec 2). */
export interface FromLoginState {
  fromLogin?: boolean;
}

export function routeHandle(value: unknown): RouteHandle {
  return typeof value === 'object' && value !== null ? (value as RouteHandle) : {};
}
