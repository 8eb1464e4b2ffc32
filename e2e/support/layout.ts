import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Nothing sticks out sideways (a 375 px phone must not scroll horizontally). Polled: right after a
 * viewport change the shell's sidebar and alerts are still animating out of the way.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => Math.max(document.body.scrollWidth, document.documentElement.scrollWidth) - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}
