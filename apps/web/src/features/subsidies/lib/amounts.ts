import type { SubsidyStatus } from '@tribuna/contract';

/** A calendar day (YYYY-MM-DD) in the reader's language: "1 sept 2026". */
export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** The badge colour of each status. */
export const STATUS_COLOURS: Record<SubsidyStatus, string> = {
  requested: 'gray',
  granted: 'green',
  justified: 'blue',
  rejected: 'red',
};

/** How much of the grant the expenses cover, 0–100. */
export const coverage = (spent: number, amount: number) => (amount > 0 ? Math.min(100, Math.round((spent / amount) * 100)) : 0);
