import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { t } from '../support/i18n';
import { logIn } from '../support/session';

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, ACCOUNTS.manager);
  await first.getByTestId('profile-cd-demo-manager').click();
  await expect(first.getByTestId('sidebar-menu')).toBeVisible();

  const second = await context.newPage();
  await second.goto(first.url());
  await expect(second.getByTestId('sidebar-menu')).toBeVisible();

  await first.getByTestId('user-menu').click();
  await first.getByRole('menuitem', { name: t('es', 'navigation:userMenu.signOut') }).click();
  await expect(first).toHaveURL(/\/auth\/login/);
  await expect(second).toHaveURL(/\/auth\/login/);

  // The refresh cookie was revoked: reloading cannot bring the session back.
  await second.goto('/dashboard/profile-selector');
  await expect(second).toHaveURL(/\/auth\/login/);
  const refresh = await context.request.post('/api/refresh_token');
  expect(refresh.status()).toBe(401);
});
