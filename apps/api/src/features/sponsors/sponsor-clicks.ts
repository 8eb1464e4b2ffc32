import type { IncomingHttpHeaders } from 'node:http';
import type { RateRule } from '../../lib/rate-limit/rate-limiter';

/**
 * Which visits of a sponsor link count as a click. Only a person following the link: a browser
 * navigation (Fetch Metadata: destination "document", mode "navigate"). An <img> or a script
 * pointing at the link (destination "image", "script"…) or a client sending no metadata still
 * gets the redirect, uncounted, so a page cannot inflate a sponsor's chart by embedding it.
 */
export function isNavigation(headers: IncomingHttpHeaders): boolean {
  return headers['sec-fetch-dest'] === 'document' && headers['sec-fetch-mode'] === 'navigate';
}

/**
 * One click per network address and sponsor in a 10-minute window (the shared rate counters,
 * so every API process agrees): a reload loop or a visitor coming back at once counts once.
 */
export const CLICK_PER_VISITOR: RateRule = { name: 'sponsor-click-visitor', max: 1, windowSeconds: 10 * 60 };
