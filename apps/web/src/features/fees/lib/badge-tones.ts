import type { BadgeProps } from '@mantine/core';

/**
 * Badge colours that keep 4.5:1 contrast (the e2e axe check): the theme's success and accent and
 * Mantine's red in the light variant, dark outline for the rest.
 */
const GOOD: BadgeProps = { variant: 'light', color: 'success' };
const BAD: BadgeProps = { variant: 'light', color: 'red' };
const WAITING: BadgeProps = { variant: 'light', color: 'accent' };
const PLAIN: BadgeProps = { variant: 'outline', color: 'dark' };

export const chargeStateTone = (state: string): BadgeProps =>
  state === 'paid' ? GOOD : state === 'unpaid' || state === 'returned' ? BAD : state === 'pending' ? WAITING : PLAIN;
export const seasonTone = (status: string): BadgeProps => (status === 'open' ? GOOD : PLAIN);
export const feeTone = (status: string): BadgeProps => (status === 'draft' ? WAITING : PLAIN);
