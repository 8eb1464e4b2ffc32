import type { Browser } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations, unreadableBadges } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { logInThroughForm, profileOf } from '../support/session';
import { expect, test } from '../support/test';

// Issue 21, seen on a 375 px phone: what a club notices first in the shop and its tickets.
const es = (key: string, values: Record<string, string | number> = {}) =>
  t('es', key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
const MATCH = 'CD Demo – CF Ribera (Liga)';

async function phone(browser: Browser, account: string) {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 375, height: 800 } });
  await context.addInitScript(() => {
    localStorage.setItem(
      'tribuna.cookie-consent',
      JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: 'x' }),
    );
    localStorage.setItem('tribuna.language', 'es');
  });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await logInThroughForm(page, account, 'es');
  await page.waitForURL(/\/dashboard\//);
  return page;
}

test.describe('shop on a phone (issue 21)', () => {
  test('My tickets says when and where each match is, upcoming apart from past, with short references', async ({ browser }) => {
    const guardian = await phone(browser, ACCOUNTS.guardian);
    await guardian.goto('/ecommerce/tickets/list');
    const upcoming = guardian.getByTestId('tickets-upcoming');
    const past = guardian.getByTestId('tickets-past');
    await expect(upcoming.getByTestId('ticket').first()).toBeVisible();
    await expect(upcoming.getByRole('heading', { name: es('shop:tickets.upcoming') })).toBeVisible();
    await expect(past.getByRole('heading', { name: es('shop:tickets.ended') })).toBeVisible();
    const next = upcoming.getByTestId('ticket').filter({ hasText: MATCH }).first();
    await expect(next.getByTestId('ticket-event')).toContainText('Campo Municipal');
    await expect(next.getByTestId('ticket-event').locator('time')).toHaveText(/\d{1,2} \S+ 20\d\d/);
    await expect(next.getByTestId('ticket-reference')).toHaveText(/^Referencia T-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    await expect(past.getByTestId('ticket').first().getByTestId('ticket-event')).toContainText('Campo Municipal');
    await expectNoHorizontalOverflow(guardian);
    await expectNoSeriousA11yViolations(guardian, 'my tickets');
    await guardian.context().close();
  });

  test('the order page’s state badge is readable (text and background apart by 4.5:1)', async ({ browser }) => {
    const guardian = await phone(browser, ACCOUNTS.guardian);
    await guardian.goto('/ecommerce/tickets/list');
    await guardian
      .getByTestId('ticket')
      .filter({ hasText: MATCH })
      .first()
      .getByRole('link', { name: /^Pedido / })
      .click();
    await expect(guardian.getByTestId('order-status')).toHaveText(es('shop:order.status.paid'));
    expect(await unreadableBadges(guardian)).toEqual([]);
    await expectNoHorizontalOverflow(guardian);
    await expectNoSeriousA11yViolations(guardian, 'order');
    await guardian.context().close();
  });

  test('every seat of a row can be reached on the map, by touch or keyboard, with a hint that it scrolls', async ({ browser, request }) => {
    const cdDemo = (await profileOf(request, ACCOUNTS.manager)).clubHash('cd-demo');
    const guardian = await phone(browser, ACCOUNTS.guardian);
    await guardian.goto(`/ecommerce/campaigns/list?club=${cdDemo}`);
    await guardian.getByRole('link', { name: MATCH }).click();
    const map = guardian.getByTestId('seat-map');
    await expect(guardian.getByTestId('seat-map-hint')).toContainText(es('shop:seats.scrollHint', { count: 25 }));
    // The last seat of the back row: tabbing to it scrolls the map (never the page) to show it.
    const last = guardian.getByTestId('seat-12-25');
    await guardian.getByTestId('seat-12-24').focus();
    await guardian.keyboard.press('Tab');
    await expect(last).toBeFocused();
    const [box, seat] = [(await map.boundingBox())!, (await last.boundingBox())!];
    expect(seat.x).toBeGreaterThanOrEqual(box.x);
    expect(seat.x + seat.width).toBeLessThanOrEqual(box.x + box.width);
    await guardian.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalOverflow(guardian);
    await expectNoSeriousA11yViolations(guardian, 'seat map');
    await guardian.context().close();
  });

  test('the manager’s campaign page fits the phone (orders scroll in their own box); an ended campaign reads ended', async ({
    browser,
  }) => {
    const manager = await phone(browser, ACCOUNTS.manager);
    await manager.getByTestId('profile-cd-demo-manager').click();
    await expect(manager.getByTestId('menu-campaigns')).toBeAttached();
    await manager.goto((await manager.getByTestId('menu-campaigns').getAttribute('href'))!);
    const raffle = manager.getByTestId('campaign-row').filter({ hasText: 'Sorteo de Navidad 2025' });
    await expect(raffle.getByTestId('campaign-row-state')).toHaveText(es('commerce:list.ended'));
    await expect(manager.getByTestId('campaign-row').filter({ hasText: MATCH }).getByTestId('campaign-row-state')).toHaveText(
      es('commerce:list.published'),
    );
    await expectNoHorizontalOverflow(manager);
    await manager.getByTestId('campaign-link').filter({ hasText: MATCH }).click();
    await expect(manager.getByTestId('order-row').first()).toBeVisible();
    await expectNoHorizontalOverflow(manager);
    const table = manager.getByTestId('orders-table');
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await expectNoSeriousA11yViolations(manager, 'campaign with orders on a phone');
    await manager.context().close();
  });
});
