import type { CSSProperties } from 'react';

/**
 * Field errors in Mantine's default red-6 fail WCAG contrast (on the grey page and on white);
 * red-9 passes. Set on each container, modals included (they render in a portal).
 */
export const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;
