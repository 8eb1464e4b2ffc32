import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { enterProfile, logIn } from '../support/session';

/** The home's three blocks are there (CD Demo has the shop and bookings), each with rows or an invitation. */
async function expectHomeSections(page: Page) {
  for (const [id, row] of [
    ['home-tickets', 'home-ticket'],
    ['home-orders', 'home-order'],
    ['home-bookings', 'home-booking'],
  ]) {
    const section = page.getByTestId(id!);
    await expect(section).toBeVisible();
    await expect(section.locator(`[data-testid="${row}"], [data-testid="${id}-empty"]`).first()).toBeVisible();
  }
  await expect(page.getByTestId('home-orders').getByTestId('home-shop-link')).toBeVisible();
}

for (const width of [375, 1366]) {
  test(`a guardian's home at ${width} px shows their tickets, their order history and their bookings; an order opens its page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, ACCOUNTS.guardian);
    await enterProfile(page, 'profile-cd-demo-guardian');
    await expectHomeSections(page);
    // The seed's guardian bought signed in: their orders are listed, newest first, with words, not codes.
    const orders = page.getByTestId('home-order');
    await expect(orders.first()).toBeVisible();
    await expect(orders.first().getByTestId('home-order-status')).toHaveText(/\p{L}/u);
    await expect(page.getByTestId('home-tickets').getByTestId('home-ticket').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, `guardian home ${width}`);

    await orders.first().click();
    await expect(page).toHaveURL(/\/ecommerce\/orders\/[^/]+$/);
    const paid = page.getByTestId('order-paid');
    if (await paid.isVisible()) await expect(paid).toHaveText(t('es', 'shop:order.paidNoticeSignedIn'));
  });
}

test("a member's home at 375 px: the blocks fit the phone and lead to the shop and the booking pages", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, ACCOUNTS.member);
  await enterProfile(page, 'profile-cd-demo-member');
  await expectHomeSections(page);
  await expect(page.getByTestId('home-booking-link').first()).toHaveAttribute('href', /^\/book\/[^/]+$/);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, 'member home 375');
  await page.getByTestId('home-shop-link').click();
  await expect(page).toHaveURL(/\/ecommerce\/campaigns\/list\?club=/);
});

test('the portal knows a signed-in visitor: name and "Go to my area", no "Sign in"; its contact form fits a 375 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, ACCOUNTS.member);
  await enterProfile(page, 'profile-cd-demo-member');
  const home = page.url();
  await page.goto('/p/cd-demo');
  const visitor = page.getByTestId('portal-visitor');
  await expect(visitor).toContainText('Pau Soler');
  await expect(page.getByRole('link', { name: t('es', 'dashboard:portal.signIn') })).toHaveCount(0);

  // The contact form's fields stay inside their card.
  await page.locator('#portal-contact-form').scrollIntoViewIfNeeded();
  const card = page.locator('#portal-contact-form');
  await expect(card.locator('input[type="email"], input[type="text"]').first()).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  for (const field of await card.locator('input:not([type="radio"]):not([type="checkbox"]), textarea').all()) {
    const box = (await field.boundingBox())!;
    expect(box.x + box.width, 'a contact field sticks out of its card').toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  }
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, 'portal signed in');

  await page.getByTestId('portal-my-area').click();
  await expect(page).toHaveURL(home);
});
