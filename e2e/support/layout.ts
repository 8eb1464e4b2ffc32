import type { Page } from '@playwright/test';
import { expect } from './test';

/** How many pixels the page is wider than its viewport (0 or less: nothing sticks out sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => Math.max(document.body.scrollWidth, document.documentElement.scrollWidth) - document.documentElement.clientWidth,
  );
}

/**
 * Nothing sticks out sideways (a 375 px phone must not scroll horizontally). Polled: right after a
 * viewport change the shell's sidebar and alerts are still animating out of the way.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
}
