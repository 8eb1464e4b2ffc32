import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { horizontalOverflow } from '../support/layout';
import { signIn } from '../support/phone-sweep';
import { profileOf } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 21 item 9: on a 1366 px laptop the week agenda showed Monday to Friday and cut Saturday
 * and Sunday off at its right edge. The whole week fits beside the menu now; on a phone the week
 * scrolls inside its own box and the page itself does not.
 */
test.use({ uiLocale: 'es' });

async function openWeek(page: import('@playwright/test').Page, clubHash: string) {
  await page.goto(`/dashboard/manager/${clubHash}/bookings/agenda`);
  await page.getByText('Semana', { exact: true }).click();
  const week = page.getByTestId('agenda-week');
  await expect(week).toBeVisible();
  return week.getByRole('columnheader');
}

test(`${ACCOUNTS.manager}'s week agenda at 1366×768 shows Saturday and Sunday whole, beside the menu`, async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const clubHash = (await profileOf(request, ACCOUNTS.manager)).clubHash('cd-demo');
  await signIn(page, 'manager');
  const headers = await openWeek(page, clubHash);
  await expect(headers).toHaveCount(8);
  await expect(headers.nth(6)).toHaveText(/^sáb/);
  await expect(headers.nth(7)).toHaveText(/^dom/);
  // Wholly inside the viewport and inside the agenda's box (no column clipped by its scroll area).
  for (const day of [6, 7]) await expect(headers.nth(day)).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('menu-bookings')).toBeInViewport();
  await expectNoSeriousA11yViolations(page, 'week agenda at 1366 px');
});

test('on a 375 px phone the week scrolls inside the agenda, and Sunday is reached there', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const clubHash = (await profileOf(request, ACCOUNTS.manager)).clubHash('cd-demo');
  await signIn(page, 'manager');
  const headers = await openWeek(page, clubHash);
  await headers.nth(7).scrollIntoViewIfNeeded();
  await expect(headers.nth(7)).toBeInViewport({ ratio: 1 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
