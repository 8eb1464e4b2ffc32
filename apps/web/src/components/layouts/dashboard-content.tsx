import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PlaceholderRows } from '../ui/placeholder-rows';
import { PageTransition } from './page-transition';

/**
 * The routed page of the dashboard: while navigation loads, 9 placeholder rows fade in (100 ms);
 * the page they replace fades out (400 ms), and the new page fades in (spec 9).
 */
export function DashboardContent() {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading';
  return (
    <>
      {loading && (
        <PageTransition>
          <PlaceholderRows />
        </PageTransition>
      )}
      <Suspense fallback={<PlaceholderRows />}>
        <PageTransition key={location.pathname} show={!loading}>
          <Outlet />
        </PageTransition>
      </Suspense>
    </>
  );
}
