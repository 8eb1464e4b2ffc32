/**
 * Address in the older application for a path this app does not know (spec 2 catch-all). The
 * token rides along as `identifier` the first time, or when forced (just logged in), so the older
 * application can open the same session (spec 4).
 */
export function legacyHandoffUrl(base: string, pathAndQuery: string, token: string | null, attachToken: boolean): string {
  const url = new URL(base.replace(/\/+$/, '') + pathAndQuery);
  if (attachToken && token) url.searchParams.set('identifier', token);
  return url.toString();
}

export function shouldAttachToken(legacyTokenPassed: boolean, forced: boolean): boolean {
  return forced || !legacyTokenPassed;
}
