import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { messagingApiAs, uniqueSubject } from '../support/messaging';
import { enterProfile, logIn } from '../support/session';

/** Issue 25's Done-when for the home pages: the manager's figures and the guardian's home. */

const CARDS = ['people', 'teams', 'joining', 'messages', 'shop', 'fees', 'renewals', 'bookings', 'doorEntries'];

/** Every card has figures (not the load error nor "not ready"): refreshed once when the first daily run has not finished yet. */
async function expectEveryCardWithFigures(page: Page) {
  const cards = page.getByTestId('metric-card');
  await expect(cards).toHaveCount(CARDS.length);
  if ((await page.locator('[data-testid="metric-card"][data-status="error"]').count()) > 0) {
    const refresh = page.getByTestId('metrics-refresh');
    if (await refresh.isEnabled()) await refresh.click();
  }
  for (const key of CARDS) {
    const card = page.locator(`[data-testid="metric-card"][data-card="${key}"]`);
    await expect(card, `card ${key}`).toHaveAttribute('data-status', 'ok', { timeout: 60_000 });
    await expect(card.getByTestId('metric-figure').first()).toBeVisible();
    await expect(card.getByTestId('metric-figure-value').first()).toHaveText(/\d/);
  }
}

test("the manager of CD Demo sees what waits first, every card with the demo's figures and charts, opens a figure's rows and refreshes", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, ACCOUNTS.manager);
  await enterProfile(page, 'profile-cd-demo-manager');

  // Things to act on come first, live, from the demo's working data: the seed leaves charges overdue and orders undelivered.
  const actions = page.getByTestId('home-actions');
  await expect(actions).toBeVisible();
  await expect(actions.getByTestId('home-actions-checked')).toBeVisible();
  const waiting = actions.getByTestId('home-action');
  await expect(waiting.first().or(actions.getByTestId('home-actions-clear'))).toBeVisible();
  for (const card of await waiting.all()) {
    await expect(card.getByTestId('home-action-count')).toHaveText(/^[1-9]\d*$/);
    await expect(card).toHaveAttribute('href', /^\/dashboard\/manager\//);
  }
  const actionsBox = (await actions.boundingBox())!;
  const metricsBox = (await page.getByTestId('home-metrics').boundingBox())!;
  expect(actionsBox.y, 'things to act on come before the figures').toBeLessThan(metricsBox.y);

  await expectEveryCardWithFigures(page);
  await expect(page.getByTestId('metrics-updated')).toBeVisible();
  // Charts over the year and by category are drawn with the demo's history (backfilled).
  const people = page.locator('[data-testid="metric-card"][data-card="people"]');
  await expect(people.locator('[data-testid="metric-chart"][data-series="peopleOverTime"] .recharts-surface')).toBeVisible();
  await expect(people.locator('[data-testid="metric-chart"][data-series="peopleByCategory"] .recharts-surface')).toBeVisible();

  // A figure opens the rows it counts: as many as it says.
  const members = people.locator('[data-testid="metric-figure"][data-figure="members"]');
  const count = Number((await members.getByTestId('metric-figure-value').innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await members.getByTestId('metric-drill-down').click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('metric-drill-down-row').first()).toBeVisible();
  await expect(modal.getByTestId('metric-drill-down-total')).toContainText(String(count));
  await expectNoSeriousA11yViolations(page, 'manager overview drill-down');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Refresh now: the figures are computed again up to this moment and come back (the e2e server runs
  // without rate limits, so the cooldown itself is the API tests' and the component test's).
  const refresh = page.getByTestId('metrics-refresh');
  await expect(refresh).toBeEnabled();
  await refresh.click();
  await expect(page.getByText(t('es', 'dashboard:metrics.refreshed'))).toBeVisible({ timeout: 60_000 });
  await expectEveryCardWithFigures(page);
  await expectNoSeriousA11yViolations(page, 'manager overview');
});

test('the manager overview reads well on a 375 px phone: what waits, then the cards, nothing off the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, ACCOUNTS.manager);
  await enterProfile(page, 'profile-cd-demo-manager');
  await expect(page.getByTestId('home-actions')).toBeVisible();
  await expect(page.getByTestId('metric-card')).toHaveCount(CARDS.length);
  await expectNoHorizontalOverflow(page);
});

for (const width of [375, 1366]) {
  test(`the guardian's home at ${width} px shows the child's next training, an unread message from the club and a charge due`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The club writes to the guardian from its mailbox: news, unread.
    const manager = await messagingApiAs(page.request, ACCOUNTS.manager, 'cd-demo');
    const guardian = await messagingApiAs(page.request, ACCOUNTS.guardian, 'cd-demo');
    const mailboxes = (await manager.get('/mailboxes')) as { 'hydra:member': { mailboxHash: string; predefined: boolean }[] };
    const clubMailbox = mailboxes['hydra:member'].find((mailbox) => mailbox.predefined)!;
    const subject = uniqueSubject('Horario');
    const created = await manager.post('/threads', {
      subject,
      body: '<p>Los entrenamientos cambian de campo esta semana.</p>',
      recipients: [{ kind: 'person', profileHash: guardian.profileHash }],
      fromMailboxHash: clubMailbox.mailboxHash,
    });
    expect(created.status()).toBe(201);

    await page.setViewportSize({ width, height: 800 });
    await logIn(page, ACCOUNTS.guardian);
    await enterProfile(page, 'profile-cd-demo-guardian');

    // At a glance: the next training (the child's team), the unread messages and the charges due.
    const training = page.getByTestId('home-next-training');
    await expect(training).toBeVisible();
    await expect(training).not.toContainText(t('es', 'dashboard:home.training.noneAtAll'));
    await expect(training).toContainText(/\d{2}:\d{2}/);
    await expect(page.getByTestId('home-unread-count')).toHaveText(/^[1-9]\d*$/);
    const charges = page.getByTestId('home-charges-due');
    await expect(charges.getByTestId('home-charges-due-amount')).toHaveText(/\d/);
    await expect(charges).toHaveAttribute('href', /\/payments$/);

    // The child, with their team and next training beside their card.
    const child = page.getByTestId('guardian-child').first();
    await expect(child.getByTestId('home-team').first()).toBeVisible();
    await expect(child.getByTestId('home-team-training').first()).toContainText(/\d{2}:\d{2}/);

    // The club's news: the message just sent, unread, opening its thread.
    const news = page.getByTestId('home-news-item').filter({ hasText: subject });
    await expect(news).toBeVisible();
    await expect(news.getByTestId('home-news-unread')).toBeVisible();

    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, `guardian home ${width}`);
    await news.click();
    await expect(page).toHaveURL(/\/dashboard\/guardian\/[^/]+\/messages\/thread\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  });
}
