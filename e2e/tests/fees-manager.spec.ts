import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { openFromMenu } from '../support/menu';
import { enterProfile, logIn } from '../support/session';

// Issue 23 parts 1-2: CD Demo's manager reads the season's plans, opens the season's partner fee,
// filters its charges and records a payment in cash; the pages fit a 375 px phone.
test('the manager reads the plans, opens a fee and marks a charge paid in cash', async ({ page }) => {
  test.slow();
  await logIn(page, ACCOUNTS.manager);
  await enterProfile(page, 'profile-cd-demo-manager');
  await openFromMenu(page, 'plans', 'administration');
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'fees:plans.title') })).toBeVisible();
  await expect(page.getByTestId('plan-row').filter({ hasText: 'Socio adulto' })).toBeVisible();
  await expect(page.getByTestId('season-status')).toHaveText(t('es', 'fees:seasons.status.open'));
  await expectNoSeriousA11yViolations(page, 'plans');

  await page.getByTestId('menu-fees').click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'fees:fees.title') })).toBeVisible();
  await page.getByTestId('fee-row').getByRole('button', { name: 'Cuota socio 2025/2026' }).click();
  await expect(page.getByTestId('fee-charts')).toBeVisible();
  const rows = page.getByTestId('charge-row');
  await expect(rows.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'fee detail');

  await page.getByTestId('charges-search').fill('zzzz-nobody');
  await expect(page.getByTestId('charges-empty')).toBeVisible();
  await page.getByTestId('charges-search').fill('');
  // A charge still open (pending or overdue: the e2e clock decides which) has its row actions.
  const open = rows.filter({ has: page.getByTestId('charge-actions') }).first();
  const person = (await open.locator('p').first().textContent())!;
  await open.getByTestId('charge-actions').click();
  await page.getByTestId('charge-action-paid').click();
  const modal = page.getByTestId('charge-action-modal');
  await modal.getByTestId('charge-note').fill('Pagado en la oficina');
  await modal.getByTestId('charge-action-save').click();
  await expect(modal).toBeHidden();
  await page.getByTestId('charges-search').fill(person);
  await expect(rows.filter({ hasText: 'Pagado en la oficina' }).first()).toContainText(t('es', 'fees:methods.cash'));

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
});
