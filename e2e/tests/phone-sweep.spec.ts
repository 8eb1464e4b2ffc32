import type { Page } from '@playwright/test';
import { horizontalOverflow } from '../support/layout';
import { PHONE_SWEEP_PAGES, type SweepPerson } from '../support/phone-sweep-pages';
import { addressesOf, signIn, sweepParams, waitForContent } from '../support/phone-sweep';
import { expect, test } from '../support/test';

/**
 * Issue 21 item 8: no page is wider than a 375 px phone. Every page of the router (the list in
 * support/phone-sweep-pages.ts, which apps/web's phone-sweep-coverage test keeps complete) is
 * opened by the person it is for, and measured once its content has loaded. Each failing page is
 * reported with its width, and the sweep goes on, so one run names every page that spills.
 */
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE, uiLocale: 'es' });

/** The page's overflow once the shell has settled (its sidebar and notices animate out for a moment). */
async function settledOverflow(page: Page): Promise<number> {
  try {
    await expect.poll(() => horizontalOverflow(page), { timeout: 1_500 }).toBeLessThanOrEqual(0);
    return 0;
  } catch {
    return horizontalOverflow(page);
  }
}

const PERSONS: { person: SweepPerson; name: string }[] = [
  { person: 'visitor', name: 'signed out' },
  { person: 'manager', name: 'the manager' },
  { person: 'member', name: 'a member' },
  { person: 'guardian', name: 'a guardian (and their tickets)' },
  { person: 'admin', name: 'the platform administrator' },
];

/**
 * Tests of at most this many pages, each signing in once. The CI machine has loaded a page of this
 * sweep in 4–5 s where a quiet one takes 1 s, and a 27-page test outran its two minutes there.
 */
const PAGES_PER_TEST = 10;

const GROUPS = PERSONS.flatMap(({ person, name }) => {
  const pages = PHONE_SWEEP_PAGES.filter((page) => page.person === person);
  const parts = Math.ceil(pages.length / PAGES_PER_TEST);
  return Array.from({ length: parts }, (_, part) => ({
    name: parts > 1 ? `${name} (part ${part + 1} of ${parts})` : name,
    person,
    pages: pages.slice(part * PAGES_PER_TEST, (part + 1) * PAGES_PER_TEST),
  }));
});

for (const group of GROUPS) {
  test(`375 px sweep — ${group.name}: no page is wider than the phone`, async ({ page, request }) => {
    // A wait, not a speed limit: room for the slow machine's sign-in plus 10 s a page.
    test.setTimeout(60_000 + 10_000 * group.pages.length);
    const params = await sweepParams(request, group.person);
    await signIn(page, group.person);
    const spills: string[] = [];
    for (const entry of group.pages) {
      for (const address of addressesOf(entry, params)) {
        await page.goto(address);
        await waitForContent(page);
        const overflow = await settledOverflow(page);
        if (overflow > 0) spills.push(`${entry.pattern} is ${PHONE.width + overflow} px wide (${address})`);
      }
    }
    expect(spills, 'pages wider than a 375 px phone').toEqual([]);
  });
}
