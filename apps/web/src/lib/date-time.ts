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
