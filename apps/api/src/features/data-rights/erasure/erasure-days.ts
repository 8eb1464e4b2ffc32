import { CLUB_TIME_ZONE } from '../../../lib/scheduler/periods';

/** Today's date (YYYY-MM-DD) on the clubs' wall clock. */
export const clubDay = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(now);

/** The same day one month later, or that month's last day when it has none (31 January → 28 February). */
export function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastOfNext))).toISOString().slice(0, 10);
}
