import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';

test('the cookie notice asks once, offers the three categories and remembers the choice', async ({ page }) => {
  await page.goto('/auth/login');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login with cookie notice');
  await notice.getByRole('button', { name: t('es', 'common:cookies.customise') }).click();
  const essential = notice.getByRole('checkbox', { name: t('es', 'common:cookies.essential') });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await notice.getByRole('checkbox', { name: t('es', 'common:cookies.functional') }).check();
  await notice.getByRole('button', { name: t('es', 'common:cookies.save') }).click();
  await expect(notice).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: t('es', 'auth:login.submit') })).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tribuna.cookie-consent') ?? 'null'));
  expect(stored).toMatchObject({ essential: true, functional: true, analytical: false });
});
