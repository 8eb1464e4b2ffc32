import type { MetricUnit } from '@tribuna/contract';

/** A figure in the page's language: a count, euros (from cents) or a percentage with one decimal. */
export function formatFigure(value: number, unit: MetricUnit, locale: string): string {
  if (unit === 'cents') return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value / 100);
  if (unit === 'percent') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  return new Intl.NumberFormat(locale).format(value);
}

/** Euros from cents, in the page's language. */
export const formatEuros = (cents: number, locale: string) => formatFigure(cents, 'cents', locale);

/**
 * The change of a figure against an earlier value, signed: percentage points for rates, a relative
 * percentage for counts and money (null when the earlier value is missing or zero).
 */
export function changeOf(
  value: number,
  earlier: number | null,
  unit: MetricUnit,
  locale: string,
): { text: string; direction: 'up' | 'down' | 'same' } | null {
  if (earlier === null) return null;
  const sign = (n: number) => (n > 0 ? '+' : n < 0 ? '−' : '±');
  const direction = value > earlier ? 'up' : value < earlier ? 'down' : 'same';
  if (unit === 'percent') {
    const points = Math.abs(value - earlier);
    return { text: `${sign(value - earlier)}${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(points)} pp`, direction };
  }
  if (earlier === 0) return value === 0 ? { text: '±0 %', direction } : null;
  const relative = Math.abs((value - earlier) / earlier);
  return {
    text: `${sign(value - earlier)}${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(relative)}`,
    direction,
  };
}

/** A Madrid day (YYYY-MM-DD) as the page's language writes a short date. */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, 12)).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A month label (YYYY-MM) as a short month and a four-digit year ("ene 2026"): "ene 26" reads as a day. */
export function formatMonth(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 15)).toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** An instant in the club's wall clock (Madrid), date and time. */
export const formatInstant = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });
