import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { logIn } from '../support/session';

for (const locale of ['es', 'en'] as const) {
  test.describe(`impersonation in ${locale}`, () => {
    test.use({ uiLocale: locale });

    test('an admin impersonates a member, sees the banner, and comes back', async ({ page }) => {
      await logIn(page, ACCOUNTS.admin, locale);
      await page.getByTestId('admin-entry').getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/impersonate/);
      await page.getByTestId('impersonation-club-search').fill('CD Demo');
      const club = page.locator('[data-testid^="impersonation-club-"]:not([data-testid="impersonation-club-search"])');
      // The list re-renders as the search settles: a click on a row about to be replaced is lost, so
      // the choice is repeated until the profile step shows.
      // A slow profile step (over 2 s in the fresh-clone CI of 59edf8a) is waited for, not clicked past.
      const profileSearch = page.getByTestId('impersonation-profile-search');
      await expect(async () => {
        if (!(await profileSearch.isVisible()))
          await club.filter({ hasText: 'CD Demo' }).first().getByRole('button').click({ timeout: 2_000 });
        await expect(profileSearch).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await page.getByTestId('impersonation-profile-search').fill('Pau Soler');
      const profile = page.locator('[data-testid^="impersonation-profile-"]:not([data-testid="impersonation-profile-search"])');
      await profile.filter({ hasText: 'Pau Soler' }).first().getByRole('button').click();

      const confirm = page.getByTestId('impersonation-confirm');
      await expect(confirm.getByTestId('impersonation-confirm-question')).toContainText('Pau Soler');
      await expect(confirm.getByTestId('impersonation-confirm-question')).toContainText('CD Demo');
      await expectNoSeriousA11yViolations(page, `impersonation confirm (${locale})`);
      await confirm.getByTestId('impersonation-confirm-yes').click();

      await expect(page).toHaveURL(/\/dashboard\/profile-selector/);
      await expect(page.getByTestId('impersonation-banner')).toBeVisible();
      await page.getByTestId('profile-cd-demo-member').click();
      await expect(page).toHaveURL(/\/dashboard\/member\//);
      await expect(page.getByTestId('impersonation-banner')).toContainText('Pau');
      await expectNoSeriousA11yViolations(page, `member dashboard while impersonating (${locale})`);

      // Admin pages are out of reach while acting as someone else.
      await page.goto('/admin/impersonate');
      await expect(page).not.toHaveURL(/\/admin\/impersonate/);

      await page.getByTestId('impersonation-back').click();
      await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
      await page.goto('/dashboard/profile-selector');
      await expect(page.getByTestId('admin-entry')).toBeVisible();
    });
  });
}
