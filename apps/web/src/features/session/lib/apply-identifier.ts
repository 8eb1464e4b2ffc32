import type { NavigateFunction } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { sessionFromUrlIdentifier } from '../../../lib/session/identifier-param';
import { getSession, setSession } from '../../../lib/session/session-store';

/** Replaces the stored token with the URL's `identifier`, reloads the profile and cleans the URL. */
export async function applyIdentifierFromUrl(navigate: NavigateFunction): Promise<void> {
  const result = sessionFromUrlIdentifier(window.location.href, getSession());
  if (!result) return;
  if (result.session) setSession(result.session);
  queryClient.removeQueries({ queryKey: ['profile'] });
  await navigate(result.cleanUrl, { replace: true });
}
