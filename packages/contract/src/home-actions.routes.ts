import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import { HomeActionsSchema } from './home-actions';

/** The manager's "things to act on" (issue 25 part 1), live. */
export const HOME_ACTIONS_ROUTES = {
  read: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/home/actions',
    summary: 'What waits for the club’s managers now: access requests, pre-enrolments, orders to deliver, overdue charges, returned debits',
    description:
      'Counted from the working tables at each read (at most seconds old), never from the daily metrics. ' +
      'Each kind comes with its count, the money at stake where there is some, and when the oldest one arrived.',
    tags: ['home-actions'],
    access: 'homeActions.read',
    params: ClubHashParamsSchema,
    status: 200,
    response: HomeActionsSchema,
  }),
} as const;
