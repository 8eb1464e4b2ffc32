import type { ScanResult } from '@tribuna/contract/access-control';

/**
 * Green, red, amber as light badges of palettes that read at 4.5:1 (config/theme.ts: Mantine's own
 * green and yellow do not; a shade such as `green.9` on a light badge paints an empty pill).
 */
export const RESULT_COLORS: Record<ScanResult, string> = { admitted: 'success', refused: 'red', warning: 'accent' };
