import { useMatches } from 'react-router';
import type { CurrentProfile } from '../lib/session/session-store';
import { routeHandle } from './route-handle';

/** The profile the club-area guard resolved for the current URL, if the page is in a club area. */
export function useCurrentAreaProfile(): CurrentProfile | null {
  const matches = useMatches();
  const match = matches.find((m) => routeHandle(m.handle).area);
  return (match?.loaderData as CurrentProfile | undefined) ?? null;
}
