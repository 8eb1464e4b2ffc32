import { ACCOUNTS } from '../support/accounts';
import { t } from '../support/i18n';
import { logInThroughForm, profileOf } from '../support/session';
import { expect, test } from '../support/test';

test.describe('signing in with a single profile', () => {
  test('goes straight to that profile, and My profiles still shows the selector', async ({ page }) => {
    const { userId, clubHash } = await profileOf(page.request, ACCOUNTS.member);
    await page.goto('/auth/login');
    await logInThroughForm(page, ACCOUNTS.member);
    await expect(page).toHaveURL(`/dashboard/member/${userId}/${clubHash('cd-demo')}/overview`);
    await expect(page.getByTestId('sidebar-menu')).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: t('es', 'navigation:userMenu.myProfiles') }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile-selector$/);
    await expect(page.getByTestId('profile-cd-demo-member')).toBeVisible();
    // The explicit visit stays on the selector (no bounce back into the only profile).
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/dashboard\/profile-selector$/);
    await page.getByTestId('profile-cd-demo-member').click();
    await expect(page).toHaveURL(`/dashboard/member/${userId}/${clubHash('cd-demo')}/overview`);
  });

  test('an address the person was sent from still wins', async ({ page }) => {
    const { userId, clubHash } = await profileOf(page.request, ACCOUNTS.guardian);
    const support = `/dashboard/guardian/${userId}/${clubHash('cd-demo')}/support`;
    await page.goto(`/auth/login?from=${encodeURIComponent(support)}`);
    await logInThroughForm(page, ACCOUNTS.guardian);
    await expect(page).toHaveURL(support);
  });

  test('an account with several profiles still chooses on the selector', async ({ page }) => {
    await page.goto('/auth/login');
    await logInThroughForm(page, ACCOUNTS.manager);
    await expect(page.getByTestId('profile-cd-demo-manager')).toBeVisible();
    await expect(page.getByTestId('profile-ca-exemple-member')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/profile-selector$/);
  });
});
