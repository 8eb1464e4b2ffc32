import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PlaceholderRows } from '../ui/placeholder-rows';
import { PageTransition } from './page-transition';
import { usePageLoading } from './use-page-loading';

/**
 * The routed page of the dashboard: while another page loads, 9 placeholder rows fade in (100 ms);
 * the page they replace fades out (400 ms), and the new page fades in (spec 9).
 */
export function DashboardContent() {
  const location = useLocation();
  const loading = usePageLoading();
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
