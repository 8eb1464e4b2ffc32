import type { ScanResult } from '@tribuna/contract/access-control';

/** Green, red, amber, in shades dark enough for white badge text (4.5:1). */
export const RESULT_COLORS: Record<ScanResult, string> = { admitted: 'green.9', refused: 'red.9', warning: 'yellow.9' };
