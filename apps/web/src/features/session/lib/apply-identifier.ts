import type { NavigateFunction } from 'react-router';
import { profileKeys } from '../../../lib/queries/profile';
import { queryClient } from '../../../lib/query-client';
import { readUrlIdentifier } from '../../../lib/session/identifier-param';
import { holdIdentifierSession, noteUnreadableIdentifier, takePendingIdentifier } from '../../../lib/session/pending-identifier';
import { getSession, sessionState, setSession, type StoredSession } from '../../../lib/session/session-store';

/** Installs a session from an `identifier` and reloads the profile (spec 4). */
function switchTo(session: StoredSession): void {
  setSession(session);
  queryClient.removeQueries({ queryKey: profileKeys.all });
}

/**
 * An `identifier` arriving through an in-app navigation: applied at once when nobody else is
 * signed in, else held for the person's answer; either way it leaves the address (replaced).
 */
export async function applyIdentifierFromUrl(navigate: NavigateFunction): Promise<void> {
  const current = getSession();
  const result = readUrlIdentifier(window.location.href, current, sessionState(current) === 'active');
  if (!result) return;
  if (result.action === 'apply') switchTo(result.session);
  if (result.action === 'confirm') holdIdentifierSession({ session: result.session, cleanUrl: result.cleanUrl });
  if (result.action === 'unreadable') noteUnreadableIdentifier();
  await navigate(result.cleanUrl, { replace: true });
}

/** The person's answer to "continue as the person of this link?". */
export async function answerPendingIdentifier(switchSession: boolean, navigate: NavigateFunction): Promise<void> {
  const pending = takePendingIdentifier();
  if (!pending || !switchSession) return;
  switchTo(pending.session);
  // Reloads the route so its guards judge the new session (its profile is not chosen yet).
  await navigate(pending.cleanUrl, { replace: true });
}
