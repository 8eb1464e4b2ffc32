import type { HomeAction, HomeActions } from '@tribuna/contract/home-actions';
import { DateTime } from 'luxon';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { CLUB_TIME_ZONE } from '../../lib/scheduler/periods';
import type { HomeActionsRepository, Tally } from './home-actions.repository';

/** An instant or a day (YYYY-MM-DD, a due date: its start in the club's wall clock) as ISO. */
function isoOf(value: Date | string | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return DateTime.fromISO(value, { zone: CLUB_TIME_ZONE }).toUTC().toISO();
  return new Date(value).toISOString();
}

const earliest = (a: Date | string | null, b: Date | string | null) => {
  if (a === null) return b;
  if (b === null) return a;
  return new Date(a).getTime() <= new Date(b).getTime() ? a : b;
};

const action = (kind: HomeAction['kind'], tally: Tally): HomeAction => ({
  kind,
  count: tally.count,
  amount: tally.amount,
  oldestAt: tally.count > 0 ? isoOf(tally.oldestAt) : null,
});

/** The manager's things to act on, read live at each call (issue 25 part 1). */
export class HomeActionsService {
  constructor(
    private readonly repository: HomeActionsRepository,
    /** The clubs' clock (a test clock in end-to-end runs): what "overdue" means today. */
    private readonly now: () => Date,
  ) {}

  async read({ club }: ClubRequestContext): Promise<HomeActions> {
    const now = this.now();
    const today = DateTime.fromJSDate(now).setZone(CLUB_TIME_ZONE).toISODate()!;
    const t = await this.repository.tallies(club.id, today);
    return {
      checkedAt: now.toISOString(),
      actions: [
        action('accessRequests', {
          count: t.requests.count + t.selfRegistered.count,
          amount: null,
          oldestAt: earliest(t.requests.oldestAt, t.selfRegistered.oldestAt),
        }),
        action('preEnrolments', t.signUps),
        action('ordersToDeliver', t.orders),
        action('overdueCharges', t.overdue),
        action('returnedDebits', t.returned),
      ],
    };
  }
}
