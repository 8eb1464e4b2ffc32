/** One charge date of a fee: its 1-based instalment and due date (YYYY-MM-DD). */
export type ScheduledInstalment = { instalment: number; dueOn: string };

/** Months between instalments: quarterly plans every three months, the rest monthly. */
export const monthsBetween = (period: string | null | undefined): number => (period === 'quarterly' ? 3 : 1);

/** `day` plus `months` calendar months, kept within the month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The instalments still to charge on `today`: those whose dates have passed are dropped (their
 * share is spread over the remaining ones by the caller); when none remains, the whole fee is
 * one charge due today, numbered as the last instalment.
 */
export function remainingInstalments(firstDueOn: string, instalments: number, period: string | null, today: string): ScheduledInstalment[] {
  const step = monthsBetween(period);
  const all = Array.from({ length: instalments }, (_, index) => ({ instalment: index + 1, dueOn: addMonths(firstDueOn, index * step) }));
  const remaining = all.filter((line) => line.dueOn >= today);
  return remaining.length > 0 ? remaining : [{ instalment: instalments, dueOn: today }];
}

/** `total` cents split over `parts` instalments: equal shares, the cents left over on the last one. */
export function splitCents(total: number, parts: number): number[] {
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, index) => (index === parts - 1 ? total - share * (parts - 1) : share));
}
