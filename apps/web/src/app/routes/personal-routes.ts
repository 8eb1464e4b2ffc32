import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { clubAreaLoader } from '../lazy-guards';
import type { RouteHandle } from '../route-handle';
import { messageRoutes } from './message-routes';
import { CARD, PAYMENTS, SUPPORT, gated, page, pageWith } from './route-builders';

/** A guardian's or a member's own pages (spec 2). */
export function personalRoutes(area: 'guardian' | 'member'): RouteObject[] {
  const a = paths[area];
  return [
    {
      // Pages under /dashboard/{area}/{userId}/{clubHash}
      loader: clubAreaLoader(area),
      handle: { area } satisfies RouteHandle,
      children: [
        { path: a.overview.pattern, handle: { title: 'titles.homepage' }, lazy: page(() => import('./overview.route')) },
        // My ID and Payments are the members' private area (decision 0008).
        gated('area_privada_socios', [
          {
            path: a.myId.pattern,
            handle: { title: 'titles.myId', worksOffline: true },
            lazy: pageWith(CARD, () => import('../../features/member-card/routes/my-id.route')),
          },
          {
            path: a.payments.pattern,
            handle: { title: 'titles.payments' },
            lazy: pageWith(PAYMENTS, () => import('../../features/payments/routes/payments.route')),
          },
        ]),
        {
          path: a.support.pattern,
          handle: { title: 'titles.support' },
          lazy: pageWith(SUPPORT, () => import('../../features/support/routes/support.route')),
        },
      ],
    },
    {
      // Messages under /dashboard/{area}/{clubHash}/messages
      loader: clubAreaLoader(area),
      handle: { area } satisfies RouteHandle,
      children: messageRoutes(area),
    },
  ];
}
