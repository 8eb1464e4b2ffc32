import { test as base } from '@playwright/test';

/**
 * The suite's `test`: every page starts with an essential-only cookie choice already made, as for
 * a returning visitor, so the notice does not cover the page. tests/cookies.spec.ts uses the plain
 * Playwright `test` to check the notice itself.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('tribuna.cookie-consent')) {
        window.localStorage.setItem(
          'tribuna.cookie-consent',
          JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: new Date().toISOString() }),
        );
      }
    });
    await use(context);
  },
});
export { expect } from '@playwright/test';
