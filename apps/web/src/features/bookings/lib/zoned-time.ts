/**
 * Times on the booking pages are the calendar's (the club's zone), not the browser's: a visitor
 * abroad books 10:00 at the club. Reading is Intl's; nothing here needs a date library, so the
 * public booking pages stay light (the manager's inputs use zoned-input.ts).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, language and style: a day of slots formats hundreds of times. */
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

export const timeIn = (iso: string, zone: string, locale: string) =>
  formatter(
    `time|${zone}|${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(new Date(iso));

// Reused too: making a formatter costs far more than formatting, and the day strip draws 14 labels
// while the page first loads (issue 21: about 10 ms of a slow phone's blocking time).
export const dayLabel = (day: string, locale: string, style: 'long' | 'short' = 'long') =>
  formatter(
    `dayLabel|${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: style,
        day: 'numeric',
        month: style === 'long' ? 'long' : 'short',
      }),
  ).format(new Date(`${day}T12:00:00Z`));

export const dateTimeIn = (iso: string, zone: string, locale: string) =>
  formatter(
    `dateTime|${zone}|${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }),
  ).format(new Date(iso));

/** The local day (YYYY-MM-DD) of an instant in a zone (en-CA writes dates that way). */
export function dayIn(iso: string | Date, zone: string): string {
  const format = formatter(
    `day|${zone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** `day` plus `n` days (calendar days, YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const minuteOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
