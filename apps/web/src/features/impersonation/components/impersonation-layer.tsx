import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session/use-session';

const ImpersonationBanner = lazy(() => import('./impersonation-banner'));

/** While impersonating, every page shows the banner with the way back (spec 4); loaded only then. */
export function ImpersonationLayer() {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session?.impersonation || pathname.startsWith('/auth/')) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}
