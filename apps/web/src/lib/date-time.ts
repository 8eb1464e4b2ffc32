/** A date and time for reading, in the interface language: "1 dic 2026, 10:00" (es). */
export const readableDateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
