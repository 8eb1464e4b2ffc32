/** A date and time for reading, in the interface language: "1 dic 2026, 10:00" (es). */
export const readableDateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * A date in figures for tables, always with a four-digit year ("09/03/2012" es, "03/09/2012" en):
 * the short date style writes "9/3/12", which people misread. A calendar day (YYYY-MM-DD, e.g. a
 * birth date) is read in UTC so no time zone moves it; an instant is shown in the device's zone.
 */
export function numericDate(value: string, locale: string): string {
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Date(calendarDay ? `${value}T00:00:00Z` : value).toLocaleDateString(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(calendarDay ? { timeZone: 'UTC' } : {}),
  });
}

/** When an event (a match) starts, with its weekday: "sáb, 12 dic 2026, 18:00" (es). */
export const readableEventDateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A ticket's event in one line, "sáb, 12 dic 2026, 18:00 · Campo Municipal", leaving out what is not given. */
export const eventSummary = (event: { eventStartsAt: string | null; eventVenue: string | null }, locale: string) =>
  [event.eventStartsAt && readableEventDateTime(event.eventStartsAt, locale), event.eventVenue].filter(Boolean).join(' · ');

/** An ISO weekday's name in the interface language (1 Monday … 7 Sunday): "martes" (es), "Tuesday" (en). */
export const weekdayName = (weekday: number, locale: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

/** A wall-clock "HH:mm" as the interface language writes times: "18:00" (es), "6:00 PM" (en). */
export const clockTime = (time: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5)))),
  );
