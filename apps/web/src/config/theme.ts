import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { BadgeColour, OrderStatusName } from '@tribuna/contract';

// Shade 8 of every palette carries white text with at least 4.5:1 contrast (WCAG AA).
const brand: MantineColorsTuple = [
  '#edf2fc',
  '#d9e2f5',
  '#b1c3ea',
  '#86a2df',
  '#6286d6',
  '#4b74d1',
  '#3e6bd0',
  '#3059b8',
  '#2d4f8f',
  '#1f3d75',
];
const success: MantineColorsTuple = [
  '#e9f8ec',
  '#d6efdb',
  '#aedcb7',
  '#83c991',
  '#5fb971',
  '#48ae5c',
  '#3ba851',
  '#2c9342',
  '#1e6b2e',
  '#14521f',
];
const accent: MantineColorsTuple = [
  '#fff1e6',
  '#ffe2cf',
  '#fdc39f',
  '#fba26b',
  '#f9873f',
  '#f87522',
  '#f86b12',
  '#dd5905',
  '#b3410b',
  '#8f3300',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand, success, accent },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    NavLink: { defaultProps: { variant: 'filled' } },
  },
});

/** Role badge colours of spec 6 mapped onto the theme palettes. */
export const BADGE_THEME_COLOUR: Record<BadgeColour, string> = {
  primary: 'brand',
  secondary: 'grape',
  success: 'success',
  accent: 'accent',
};

/**
 * Order states on light badges. Only palettes whose light badge (shade 9 on shade 1) reads at
 * 4.5:1 or more: Mantine's yellow and green do not, and a shade (`green.9`) on a light badge
 * paints the background in the text's colour, an empty pill.
 */
export const ORDER_STATUS_COLOURS: Record<OrderStatusName, string> = {
  pendingPayment: 'accent',
  paid: 'success',
  unpaid: 'gray',
  refunded: 'brand',
};

/** Mantine's default "dimmed" grey is below AA contrast on white; use a darker one. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
