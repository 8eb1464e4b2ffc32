import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { openFromMenu } from '../support/menu';
import { enterProfile, logIn } from '../support/session';
import { expect, test } from '../support/test';

const es = (key: string, values?: Record<string, string>) => t('es', key, values);

// Issue 24 (manager's side): CD Demo's manager reads the gates' counters, creates a check-in list,
// reads the scan log, shows a phone's registration QR and gives a person the controller flag
// (taking it back, so the demo stays as seeded); every tab passes axe and fits a 375 px phone.
test('the manager runs the door: counters, a new list, the log, a phone’s QR and a controller', async ({ page }) => {
  test.slow();
  await logIn(page, ACCOUNTS.manager);
  await enterProfile(page, 'profile-cd-demo-manager');
  await openFromMenu(page, 'accessControl');
  await expect(page.getByRole('heading', { level: 1, name: es('access:title') })).toBeVisible();
  const gate = page.getByTestId('access-counters').filter({ hasText: 'Puerta principal' });
  await expect(gate.getByTestId('access-admitted-today')).toHaveText(/^\d+$/);
  await expect(page.getByRole('link', { name: es('access:overview.openScanner') })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'access control: now');

  await page.getByRole('tab', { name: es('access:tabs.lists') }).click();
  await page.getByTestId('access-list-add').click();
  const name = `Puerta E2E ${Date.now() % 100_000}`;
  await page.getByTestId('access-list-name').fill(name);
  await expectNoSeriousA11yViolations(page, 'access control: list form');
  await page.getByLabel(es('access:lists.form.multiple')).check();
  await page.getByTestId('access-list-checkout').fill('23:30');
  await page.getByLabel(es('access:lists.feesOverdue.refuse')).check();
  await page.getByTestId('access-list-save').click();
  const created = page.getByTestId('access-list-row').filter({ hasText: name });
  await expect(created).toContainText(es('access:lists.rules.checkoutAt', { time: '23:30' }));
  await expect(created).toContainText(es('access:lists.rules.fees.refuse'));
  await expectNoSeriousA11yViolations(page, 'access control: lists');

  await page.getByRole('tab', { name: es('access:tabs.log') }).click();
  await expect(page.getByTestId('access-log-row').first()).toBeVisible();
  await expect(page).toHaveURL(/\?tab=log$/);
  await expectNoSeriousA11yViolations(page, 'access control: log');

  await page.getByRole('tab', { name: es('access:tabs.devices') }).click();
  await page.getByTestId('access-device-register').click();
  await page.getByTestId('access-device-token').click();
  await expect(page.getByTestId('access-device-qr')).toHaveAttribute('data-value', /^TRBDEV1\./);
  await expectNoSeriousA11yViolations(page, 'access control: phone registration code');
  await page.getByRole('button', { name: es('access:devices.done') }).click();

  await page.getByRole('tab', { name: es('access:tabs.controllers') }).click();
  await page.getByTestId('access-controller-search').fill('Soler');
  const pau = page.getByTestId('access-candidate-row').filter({ hasText: 'Pau Soler' }).first();
  await pau.getByRole('button', { name: es('access:controllers.grantOf', { name: 'Pau Soler' }) }).click();
  const current = page.getByTestId('access-controller-row').filter({ hasText: 'Pau Soler' });
  await expect(current).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'access control: controllers');
  await current.getByRole('button', { name: es('access:controllers.revokeOf', { name: 'Pau Soler' }) }).click();
  await expect(current).toHaveCount(0);
  // A volunteer without a profile gets a one-time link that makes its joiner a controller.
  await page.getByTestId('access-controller-invite').click();
  await expect(page.getByTestId('access-controller-invite-url')).toHaveValue(/^https?:\/\/.+\/clubs\/onboarding\?invitation=/);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ['overview', 'lists', 'log', 'devices', 'controllers'] as const) {
    await page.getByRole('tab', { name: es(`access:tabs.${tab}`) }).click();
    await expectNoHorizontalOverflow(page);
  }
});
