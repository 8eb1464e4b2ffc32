import { Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PlaceholderRows } from '../ui/placeholder-rows';

/**
 * The routed page of the clean layout: placeholder rows while navigation loads, then the page
 * fading in over 100 ms (a CSS animation, so the public pages need no transition library).
 */
export function RoutedContent() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === 'loading') return <PlaceholderRows />;
  return (
    <Suspense fallback={<PlaceholderRows />}>
      <div key={location.pathname} className="page-fade-in">
        <Outlet />
      </div>
    </Suspense>
  );
}
