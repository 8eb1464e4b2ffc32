import { z } from 'zod';
import {
  AccessControllerListSchema,
  AccessControllerParamsSchema,
  AccessControllerSchema,
  AccessListTodayParamsSchema,
  AccessListTodaySchema,
} from './access-controllers';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';

const tags = ['access-control'];
const base = '/api/clubs/:clubHash';

/**
 * The door's people and the live day (issue 24): managers (`accessControl.manage`) give or take a
 * profile's `accessController` flag, and read one list's counters with its entries per hour.
 */
export const ACCESS_CONTROLLERS_ROUTES = {
  controllers: defineRoute({
    method: 'GET',
    path: `${base}/access-control/controllers`,
    summary: 'The club’s profiles that may scan at the door, by surname',
    tags,
    access: 'accessControl.manage',
    params: ClubHashParamsSchema,
    status: 200,
    response: AccessControllerListSchema,
  }),
  grantController: defineRoute({
    method: 'PUT',
    path: `${base}/access-control/controllers/:profileHash`,
    summary: 'Let a profile of the club scan at the door (sets accessController; idempotent)',
    tags,
    access: 'accessControl.manage',
    params: AccessControllerParamsSchema,
    status: 200,
    response: AccessControllerSchema,
  }),
  revokeController: defineRoute({
    method: 'DELETE',
    path: `${base}/access-control/controllers/:profileHash`,
    summary: 'Stop a profile scanning at the door (clears accessController; idempotent)',
    tags,
    access: 'accessControl.manage',
    params: AccessControllerParamsSchema,
    status: 204,
    response: z.null(),
  }),
  listToday: defineRoute({
    method: 'GET',
    path: `${base}/access-lists/:listHash/today`,
    summary: 'A check-in list’s day so far: inside now, admitted and refused today, entries per hour',
    tags,
    access: 'accessControl.manage',
    params: AccessListTodayParamsSchema,
    status: 200,
    response: AccessListTodaySchema,
  }),
} as const;
