import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IDENTIFIER_PARAM } from '../../../lib/session/identifier-param';
import { useSession } from '../../../lib/session/use-session';

// The machinery (leader tab, timers, modals) loads only once there is a session: the login page
// never downloads it (login page budget: 150 KB of JavaScript).
const SessionRuntime = lazy(() => import('./session-runtime'));

/** Mounted once beside the routes: runs the session rules of spec 4 wherever a session exists. */
export function SessionLayer() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  // Spec 4: an `identifier` arriving through an in-app navigation (a page load is handled by the store).
  useEffect(() => {
    if (!new URLSearchParams(location.search).has(IDENTIFIER_PARAM)) return;
    void import('../lib/apply-identifier').then(({ applyIdentifierFromUrl }) => applyIdentifierFromUrl(navigate));
  }, [location.search, navigate]);

  if (!session?.token || location.pathname.startsWith('/auth/')) return null;
  return (
    <Suspense fallback={null}>
      <SessionRuntime />
    </Suspense>
  );
}
