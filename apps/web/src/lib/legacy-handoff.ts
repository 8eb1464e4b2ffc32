/**
 * Hand-off to the older application (spec 2 catch-all, spec 4, issue 3 part 10): a path this app
 * does not know goes, with its path and query, to `legacyAppUrl` when one is configured. The
 * token rides along as `identifier` the first time (session `legacyTokenPassed`), or when forced
 * (just logged in), so the older application can open the same session.
 */
export function legacyHandoffUrl(base: string, pathAndQuery: string, token: string | null, attachToken: boolean): string {
  const url = new URL(base.replace(/\/+$/, '') + pathAndQuery);
  if (attachToken && token) url.searchParams.set('identifier', token);
  return url.toString();
}

export function shouldAttachToken(legacyTokenPassed: boolean, forced: boolean): boolean {
  return forced || !legacyTokenPassed;
}

export interface LegacyHandoffInput {
  /** app-config `legacyAppUrl`; null or empty means "show the 404 page". */
  legacyAppUrl: string | null | undefined;
  pathAndQuery: string;
  session: { token: string; legacyTokenPassed: boolean } | null;
  /** Coming straight from the login page. */
  forced: boolean;
  /** Where this app runs: a hand-off back to the same address would loop forever. */
  currentHref: string;
}

export type LegacyHandoffPlan = { kind: 'notFound' } | { kind: 'handoff'; target: string; markTokenPassed: boolean };

/** The whole decision, pure, so each rule is tested on its own. */
export function planLegacyHandoff(input: LegacyHandoffInput): LegacyHandoffPlan {
  const base = input.legacyAppUrl?.trim();
  if (!base) return { kind: 'notFound' };
  const token = input.session?.token || null;
  const attach = token !== null && shouldAttachToken(input.session?.legacyTokenPassed ?? false, input.forced);
  let target: string;
  try {
    target = legacyHandoffUrl(base, input.pathAndQuery, token, attach);
  } catch {
    return { kind: 'notFound' }; // a malformed setting must not break navigation
  }
  const same = new URL(target);
  same.searchParams.delete('identifier');
  if (same.toString() === new URL(input.currentHref).toString()) return { kind: 'notFound' };
  return { kind: 'handoff', target, markTokenPassed: attach };
}
