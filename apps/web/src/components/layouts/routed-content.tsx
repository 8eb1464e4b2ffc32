import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PlaceholderRows } from '../ui/placeholder-rows';
import { usePageLoading } from './use-page-loading';

/**
 * The routed page of the clean layout: placeholder rows while another page loads, then the page
 * fading in over 100 ms (a CSS animation, so the public pages need no transition library).
 */
export function RoutedContent() {
  const location = useLocation();
  if (usePageLoading()) return <PlaceholderRows />;
  return (
    <Suspense fallback={<PlaceholderRows />}>
      <div key={location.pathname} className="page-fade-in">
        <Outlet />
      </div>
    </Suspense>
  );
}
