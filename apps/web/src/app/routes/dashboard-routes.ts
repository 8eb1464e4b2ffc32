import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { AREAS } from '../../config/roles';
import { adminLoader, clubAreaLoader, scannerLoader, userLoader } from '../lazy-guards';
import type { RouteHandle } from '../route-handle';
import { managerRoutes } from './manager-routes';
import { personalRoutes } from './personal-routes';
import { page, pageWith, withNamespaces } from './route-builders';

/** Pages inside the dashboard shell: the profile selector, impersonation and the three areas. */
export function dashboardRoutes(): RouteObject[] {
  return [
    {
      path: paths.profileSelector,
      loader: userLoader,
      handle: { title: 'titles.profileSelector' },
      lazy: page(() => import('./profile-selector.route')),
    },
    {
      path: paths.admin.impersonatePattern,
      loader: adminLoader,
      handle: { title: 'titles.impersonate' },
      lazy: page(() => import('./admin-impersonate.route')),
    },
    {
      // Beside the manager area, not in it: a controller's profile is usually a member's.
      path: paths.manager.accessControlScan.pattern,
      loader: scannerLoader,
      handle: { area: AREAS.manager, title: 'scanner:title', worksOffline: true } satisfies RouteHandle,
      lazy: pageWith(['scanner'], () => import('../../features/scanner/routes/scanner.route')),
    },
    {
      loader: withNamespaces(['onboarding', 'joining'], clubAreaLoader(AREAS.manager)),
      handle: { area: AREAS.manager } satisfies RouteHandle,
      children: managerRoutes(),
    },
    ...personalRoutes('guardian'),
    ...personalRoutes('member'),
  ];
}
