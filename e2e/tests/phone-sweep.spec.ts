import type { Page } from '@playwright/test';
import { horizontalOverflow } from '../support/layout';
import { PHONE_SWEEP_PAGES, type SweepPage, type SweepPerson } from '../support/phone-sweep-pages';
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

const pagesOf = (person: SweepPerson, keep: (page: SweepPage) => boolean = () => true) =>
  PHONE_SWEEP_PAGES.filter((page) => page.person === person && keep(page));

const isManagerBookingsOrPeople = (page: SweepPage) => /\/(bookings|persons|messages)\//.test(page.pattern);

// A few tests, one per person (the manager's pages in two halves), each signing in once.
const GROUPS: { name: string; person: SweepPerson; pages: SweepPage[] }[] = [
  { name: 'signed out: auth, portal, shop, public booking and status pages', person: 'visitor', pages: pagesOf('visitor') },
  { name: 'the manager: bookings, people and messages', person: 'manager', pages: pagesOf('manager', isManagerBookingsOrPeople) },
  {
    name: 'the manager: overview, teams, campaigns, administration and the rest',
    person: 'manager',
    pages: pagesOf('manager', (page) => !isManagerBookingsOrPeople(page)),
  },
  { name: 'a member', person: 'member', pages: pagesOf('member') },
  { name: 'a guardian (and their tickets)', person: 'guardian', pages: pagesOf('guardian') },
  { name: 'the platform administrator', person: 'admin', pages: pagesOf('admin') },
];

for (const group of GROUPS) {
  test(`375 px sweep — ${group.name}: no page is wider than the phone`, async ({ page, request }) => {
    test.setTimeout(120_000);
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
