import type { BookingCalendar } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { inClub } from '../../lib/data/unit-of-work';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingsData } from './bookings.data';
import type { CalendarRow } from './booking-rows';
import { presentCalendar } from './bookings.presenter';
import { busyTimesOf } from './external-feed';
import { feedErrorCode, FeedError } from './feed-error';
import { FEED_TIMEOUT_MS, type ReadFeed } from './feed-reader';

/** How the scheduler shares its time between clubs' feeds. */
export type FeedRefreshLimits = {
  /** What one club's feeds may take in one run; must be at least `feedTimeoutMs`. */
  clubBudgetMs: number;
  /** What one feed may take. */
  feedTimeoutMs: number;
  /** Clubs read side by side, so one club's slow feeds do not hold the others back. */
  clubsAtOnce: number;
};
export const FEED_REFRESH_LIMITS: FeedRefreshLimits = { clubBudgetMs: 20_000, feedTimeoutMs: FEED_TIMEOUT_MS, clubsAtOnce: 4 };

type Logger = { warn(obj: object, msg: string): void };
type Outcome = { busy: ReturnType<typeof busyTimesOf> } | { failed: FeedError | Error } | 'over budget';

/** Runs `work` over `items`, at most `limit` at once. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Connected calendars (issue 13 part 7), the incoming half: a calendar subscribed to an external
 * ICS feed has its busy times replaced by the feed's at every refresh (a manual one, or the
 * scheduler's every 15 minutes). A feed that cannot be read keeps the last busy times and says
 * so on the calendar, as a code only (issue 20: the answer may come from inside the network).
 */
export class ConnectedCalendarsService {
  constructor(
    private readonly data: BookingsData,
    private readonly appUrl: string,
    private readonly read: ReadFeed,
    private readonly limits: FeedRefreshLimits = FEED_REFRESH_LIMITS,
    private readonly log?: Logger,
  ) {}

  async refreshOne(ctx: ClubRequestContext, calendarHash: string): Promise<BookingCalendar> {
    const row = await this.data.read.calendars.byHash(ctx.club.id, calendarHash);
    if (!row) throw errors.notFound();
    if (!row.externalFeedUrl) return presentCalendar(row, await this.data.read.calendars.openingRules(row.clubId, [row.id]), this.appUrl);
    const outcome = await this.readBusy(row, this.limits.feedTimeoutMs);
    const refreshed = outcome === 'over budget' ? row : await this.store(row, outcome);
    return presentCalendar(refreshed, await this.data.read.calendars.openingRules(row.clubId, [row.id]), this.appUrl);
  }

  /**
   * Every connected calendar (the scheduler's job): clubs side by side, each club's feeds one
   * after the other, the least recently read first, within the club's budget. A feed the budget
   * cuts short is not marked failed: it goes first next run, with its whole time.
   */
  async refreshAll(): Promise<number> {
    const rows = await this.data.read.busyTimes.calendarsWithExternalFeed();
    const byClub = new Map<number, CalendarRow[]>();
    for (const row of rows) byClub.set(row.clubId, [...(byClub.get(row.clubId) ?? []), row]);
    let read = 0;
    await eachAtMost([...byClub.values()], this.limits.clubsAtOnce, async (calendars) => {
      read += await this.refreshClub(calendars);
    });
    return read;
  }

  private async refreshClub(rows: readonly CalendarRow[]): Promise<number> {
    const deadline = Date.now() + Math.max(this.limits.clubBudgetMs, this.limits.feedTimeoutMs);
    let read = 0;
    for (const row of rows) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const outcome = await this.readBusy(row, Math.min(this.limits.feedTimeoutMs, left), deadline);
      if (outcome === 'over budget') break;
      await this.store(row, outcome);
      read++;
    }
    return read;
  }

  private async readBusy(row: CalendarRow, timeoutMs: number, deadline = Infinity): Promise<Outcome> {
    try {
      return { busy: busyTimesOf(await this.read(row.externalFeedUrl!, { timeoutMs }), new Date(Date.now() - 86_400_000)) };
    } catch (error) {
      if (timeoutMs < this.limits.feedTimeoutMs && Date.now() >= deadline) return 'over budget';
      return { failed: error as Error };
    }
  }

  private async store(row: CalendarRow, outcome: Exclude<Outcome, 'over budget'>): Promise<CalendarRow> {
    if ('failed' in outcome) {
      const detail = outcome.failed instanceof FeedError ? outcome.failed.detail : outcome.failed.message;
      // The detail stays in the server's log; the calendar shows only the code.
      this.log?.warn({ calendar: row.publicId, detail: detail.slice(0, 200) }, 'external calendar feed not read');
      return this.data.writeOne(inClub(row.clubId, BOOKING_TABLES), (repos) =>
        repos.calendars.update(row.clubId, row.id, { externalFeedCheckedAt: new Date(), externalFeedError: feedErrorCode(outcome.failed) }),
      );
    }
    return this.data.write(inClub(row.clubId, BOOKING_TABLES), async (repos) => {
      await repos.busyTimes.replace(row.clubId, row.id, outcome.busy);
      return repos.calendars.update(row.clubId, row.id, { externalFeedCheckedAt: new Date(), externalFeedError: null });
    });
  }
}
