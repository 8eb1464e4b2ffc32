import dayjs from 'dayjs';

/** An ISO instant as a `datetime-local` input shows it, in the browser's time zone. */
export const localInputFromIso = (iso: string) => dayjs(iso).format('YYYY-MM-DDTHH:mm');

/** A `datetime-local` value as an ISO instant with offset (what the API takes), or '' when empty. */
export const isoFromLocalInput = (value: string) => (value ? dayjs(value).toISOString() : '');

/** A date and time for reading, in the interface language: "1 dic 2026, 10:00" (es). */
export const readableDateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
