/**
 * Period functions for scheduled jobs: each maps an instant to the key of the latest period that
 * has started by then. A job runs once per key (scheduler.ts), so a key that nobody claimed yet
 * (every process was down when it began) still runs as soon as a process ticks.
 */
export type PeriodOf = (now: Date) => string;

/** The time zone of the clubs' fixed local hours (every club is in Spain today). */
export const CLUB_TIME_ZONE = 'Europe/Madrid';

/** The UTC minute, e.g. `2026-11-24T06:05`. */
export const everyMinute: PeriodOf = (now) => now.toISOString().slice(0, 16);

/** Calendar date and hour of `now` on the wall clock of `timeZone`. */
function localDateAndHour(now: Date, timeZone: string): { year: number; month: number; day: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') };
}

/**
 * Once a day at `hour`:00 local time in `timeZone`: the key is the local date (`2026-11-24`)
 * from that hour on, and the previous date before it. A fixed hour away from the 02:00–03:00
 * daylight-saving jump exists every day.
 */
export function dailyAt(hour: number, timeZone: string = CLUB_TIME_ZONE): PeriodOf {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`invalid hour: ${hour}`);
  return (now) => {
    const local = localDateAndHour(now, timeZone);
    const daysBack = local.hour < hour ? 1 : 0;
    // Calendar arithmetic on the local date only (UTC midnight of it), so no offset can shift it.
    return new Date(Date.UTC(local.year, local.month - 1, local.day - daysBack)).toISOString().slice(0, 10);
  };
}
