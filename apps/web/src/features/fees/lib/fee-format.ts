/** A calendar day (YYYY-MM-DD) in words in the interface language: "5 de septiembre de 2026" (es). */
export const dayInWords = (day: string, locale: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
