import type { BadgeProps } from '@mantine/core';
import type { SubsidyStatus } from '@tribuna/contract';

/** A calendar day (YYYY-MM-DD) in the reader's language: "1 sept 2026". */
export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The badge of each status, in colours that keep 4.5:1 contrast (the e2e axe check, as the fees'
 * badges): the theme's success and accent and Mantine's red in the light variant, dark outline.
 */
export const STATUS_TONES: Record<SubsidyStatus, BadgeProps> = {
  requested: { variant: 'light', color: 'accent' },
  granted: { variant: 'light', color: 'success' },
  justified: { variant: 'outline', color: 'dark' },
  rejected: { variant: 'light', color: 'red' },
};

/** How much of the grant the expenses cover, 0–100. */
export const coverage = (spent: number, amount: number) => (amount > 0 ? Math.min(100, Math.round((spent / amount) * 100)) : 0);
