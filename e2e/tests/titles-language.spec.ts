import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { t, tabTitle } from '../support/i18n';
import { logIn } from '../support/session';

test('tab titles follow "Tribuna - <title>" on public pages', async ({ page }) => {
  // The portal is the server's page: spec 2's title followed by the club's name (search results, bookmarks).
  const pages: [string, string, string?][] = [
    ['/auth/login', 'access'],
    ['/auth/password/recover', 'passwordRecovery'],
    ['/auth/activation', 'userActivation'],
    ['/auth/signup', 'signupLanding'],
    ['/clubs/search', 'clubSearch'],
    ['/clubs/onboarding', 'clubOnboarding'],
    ['/users/validate-email', 'emailValidation'],
    ['/p/cd-demo', 'clubPortal', ' · CD Demo'],
  ];
  for (const [path, key, suffix = ''] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(tabTitle('es', key) + suffix);
  }
  await page.goto('/auth/signup/user-signup');
  await expect(page).toHaveTitle('Tribuna');
});

test('the language selector switches texts, titles and <html lang>, and is remembered', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const locale of ['en', 'ca', 'eu', 'gl', 'es'] as const) {
    await page.getByTestId('language-selector').selectOption(locale);
    await expect(page).toHaveTitle(tabTitle(locale, 'access'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('button', { name: t(locale, 'auth:login.submit') })).toBeVisible();
  }
  await page.getByTestId('language-selector').selectOption('en');
  await page.reload();
  await expect(page).toHaveTitle(tabTitle('en', 'access'));
});

test('the dashboard language menu switches the interface', async ({ page }) => {
  await logIn(page, ACCOUNTS.manager);
  await page.getByTestId('profile-cd-demo-manager').click();
  await expect(page).toHaveTitle(tabTitle('es', 'homepage'));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitemradio', { name: t('en', 'common:languages.en') }).click();
  await expect(page).toHaveTitle(tabTitle('en', 'homepage'));
  await expect(page.getByTestId('menu-teams')).toHaveText(t('en', 'navigation:menu.teams'));
});
