import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { CleanLayout } from '../components/layouts/clean-layout';
import { PlaceholderRows } from '../components/ui/placeholder-rows';
import { ImpersonationLayer } from '../features/impersonation/components/impersonation-layer';
import { SessionLayer } from '../features/session/components/session-layer';
import { RootLayout } from './root-layout';
import { dashboardRoutes } from './routes/dashboard-routes';
import { publicRoutes } from './routes/public-routes';
import { page } from './routes/route-builders';
import { redirectRoutes } from './routes-legacy';

/** The shell plus the session rules (spec 4) and the impersonation banner, on every page. */
function Root() {
  return (
    <>
      <RootLayout />
      <SessionLayer />
      <ImpersonationLayer />
    </>
  );
}

/** The route tree of spec 2. Guards are loaders, so a page never renders before its checks pass. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PlaceholderRows,
    children: [
      ...redirectRoutes(),
      { Component: CleanLayout, children: publicRoutes() },
      { lazy: page(() => import('./routes/dashboard-shell.route')), children: dashboardRoutes() },
    ],
  },
];
