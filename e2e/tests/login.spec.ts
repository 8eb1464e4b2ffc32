import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { COMPLETE_LOCALES, t, tabTitle } from '../support/i18n';
import { logInThroughForm } from '../support/session';

/**
 * Where each demo account lands: after picking its profile on the selector, or straight away for
 * an account with a single profile (pick null; issue 21: no selector when there is no choice).
 */
const JOURNEYS = [
  { account: ACCOUNTS.manager, pick: 'profile-cd-demo-manager', lands: /\/dashboard\/manager\/[\w-]+\/overview$/ },
  { account: ACCOUNTS.member, pick: null, lands: /\/dashboard\/member\/[\w-]+\/[\w-]+\/overview$/ },
  { account: ACCOUNTS.guardian, pick: null, lands: /\/dashboard\/guardian\/[\w-]+\/[\w-]+\/overview$/ },
  { account: ACCOUNTS.manager2, pick: null, lands: /\/dashboard\/manager\/[\w-]+\/overview$/ },
  { account: ACCOUNTS.admin, pick: 'admin-entry', lands: /\/admin\/impersonate$/ },
] as const;

for (const locale of COMPLETE_LOCALES) {
  test.describe(`sign-in in ${locale}`, () => {
    for (const journey of JOURNEYS) {
      test(`${journey.account} reaches the dashboard`, async ({ page }) => {
        await page.goto('/auth/login');
        await page.getByTestId('language-selector').selectOption(locale);
        await expect(page).toHaveTitle(tabTitle(locale, 'access'));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoSeriousA11yViolations(page, `login (${locale})`);

        await logInThroughForm(page, journey.account, locale);
        if (journey.pick) {
          await expect(page).toHaveURL(/\/dashboard\/profile-selector$/);
          await expect(page.getByRole('heading', { level: 1, name: t(locale, 'dashboard:profileSelector.title') })).toBeVisible();
          await expectNoSeriousA11yViolations(page, `profile selector (${locale})`);

          const choice = page.getByTestId(journey.pick);
          await (journey.pick === 'admin-entry' ? choice.getByRole('link') : choice).click();
        }
        await expect(page).toHaveURL(journey.lands);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByTestId('placeholder-rows')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `${journey.account} dashboard (${locale})`);
      });
    }
  });
}

test('wrong credentials show the exact message and stay on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel(t('es', 'auth:login.username')).fill(ACCOUNTS.member);
  await page.getByLabel(t('es', 'auth:login.password')).fill('Wrong-pass1!');
  await page.getByRole('button', { name: t('es', 'auth:login.submit') }).click();
  await expect(page.getByTestId('login-error')).toHaveText(t('es', 'auth:login.invalidCredentials'));
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('an expired session is explained on the login page', async ({ page }) => {
  await page.goto('/auth/login?expiredToken=true');
  await expect(page.getByTestId('session-expired')).toHaveText(t('es', 'auth:login.sessionExpired'));
});
