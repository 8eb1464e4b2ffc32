import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IDENTIFIER_PARAM } from '../../../lib/session/identifier-param';
import { getPendingIdentifier, identifierUnreadable, subscribePendingIdentifier } from '../../../lib/session/pending-identifier';
import { useSession } from '../../../lib/session/use-session';
import { IdentifierUnreadableNotice } from './identifier-unreadable-notice';

// The machinery (leader tab, timers, modals) loads only once there is a session: the login page
// never downloads it (login page budget: 150 KB of JavaScript).
const SessionRuntime = lazy(() => import('./session-runtime'));
const IdentifierSwitchDialog = lazy(() => import('./identifier-switch-dialog'));

/** Mounted once beside the routes: runs the session rules of spec 4 wherever a session exists. */
export function SessionLayer() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const pendingIdentifier = useSyncExternalStore(subscribePendingIdentifier, getPendingIdentifier, getPendingIdentifier);
  const unreadable = useSyncExternalStore(subscribePendingIdentifier, identifierUnreadable, identifierUnreadable);

  // Spec 4: an `identifier` arriving through an in-app navigation (a page load is handled by the store).
  useEffect(() => {
    if (!new URLSearchParams(location.search).has(IDENTIFIER_PARAM)) return;
    void import('../lib/apply-identifier').then(({ applyIdentifierFromUrl }) => applyIdentifierFromUrl(navigate));
  }, [location.search, navigate]);

  const runtime = Boolean(session?.token) && !location.pathname.startsWith('/auth/');
  if (!runtime && !pendingIdentifier && !unreadable) return null;
  // Separate boundaries: the dialog loading later must not suspend the running session machinery.
  return (
    <>
      {runtime && (
        <Suspense fallback={null}>
          <SessionRuntime />
        </Suspense>
      )}
      {pendingIdentifier && (
        <Suspense fallback={null}>
          <IdentifierSwitchDialog />
        </Suspense>
      )}
      {unreadable && <IdentifierUnreadableNotice />}
    </>
  );
}
