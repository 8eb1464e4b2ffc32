/** Money in the club's locale: integer cents in, "25,00 €" out (es), "€25.00" (en). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: string): string {
  // One formatter per language: lists of prices (a day of slots, orders) format hundreds at once.
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' })));
  return format.format(cents / 100);
}

/** A price typed by a person ("25", "25,5", "25.50", "1.234,56") in whole cents, or null. */
export function centsFromInput(input: string): number | null {
  const text = input.trim().replace(/\s|€/g, '');
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const decimal = /[.,]\d{1,2}$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  const fraction = decimal ? decimal[0].slice(1).padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(fraction);
}

/** Cents as a person edits them: "25,00" (es), "25.00" (en). */
export function inputFromCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}
