import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { PlaceholderRows } from '../ui/placeholder-rows';

// Loaded only when something fails, so the status page is not part of every first load.
const StatusPage = lazy(() => import('./status-page').then((m) => ({ default: m.StatusPage })));

/** Error boundary of the router: a failure becomes the matching status page, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  let code = 500;
  if (isRouteErrorResponse(error)) code = error.status;
  else if (error instanceof ApiError) code = error.status;
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main-content" style={{ padding: 16 }}>
      <Suspense fallback={<PlaceholderRows />}>
        <StatusPage code={code} />
      </Suspense>
    </main>
  );
}
