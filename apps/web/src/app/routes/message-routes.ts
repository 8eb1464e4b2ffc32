import type { DashboardArea } from '@tribuna/contract';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { MESSAGES, pageWith } from './route-builders';

/** My messages, Archived messages and Message thread: the same pages in every area (spec 2). */
export function messageRoutes(area: DashboardArea): RouteObject[] {
  const own = paths[area].messages;
  return [
    {
      path: own.myMessages.pattern,
      handle: { title: 'titles.myMessages' },
      lazy: pageWith(MESSAGES, () => import('../../features/messages/routes/my-messages.route')),
    },
    {
      path: own.archived.pattern,
      handle: { title: 'titles.archivedMessages' },
      lazy: pageWith(MESSAGES, () => import('../../features/messages/routes/archived-messages.route')),
    },
    {
      path: own.thread.pattern,
      handle: { title: 'titles.messageThread' },
      lazy: pageWith(MESSAGES, () => import('../../features/messages/routes/thread.route')),
    },
  ];
}
