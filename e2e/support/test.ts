import { test as base, type BrowserContext } from '@playwright/test';
import type { Locale } from './i18n';

/** A returning visitor's essential-only cookie choice (and language), also for contexts a test opens itself. */
export async function presetVisitor(context: BrowserContext, uiLocale?: Locale) {
  await context.addInitScript((language) => {
    if (!window.localStorage.getItem('tribuna.cookie-consent')) {
      window.localStorage.setItem(
        'tribuna.cookie-consent',
        JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: new Date().toISOString() }),
      );
    }
    if (language && !window.localStorage.getItem('tribuna.language')) window.localStorage.setItem('tribuna.language', language);
  }, uiLocale ?? null);
}

/**
 * The suite's `test`: every page starts with an essential-only cookie choice already made, as for
 * a returning visitor, so the notice does not cover the page (tests/cookies.spec.ts uses the plain
 * Playwright `test` to check the notice itself). `uiLocale` presets the interface language.
 */
export const test = base.extend<{ uiLocale: Locale | undefined }>({
  uiLocale: [undefined, { option: true }],
  context: async ({ context, uiLocale }, use) => {
    await presetVisitor(context, uiLocale);
    await use(context);
  },
});
export { expect } from '@playwright/test';
