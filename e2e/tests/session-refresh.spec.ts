import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { enterProfile, logIn } from '../support/session';

type StoredSession = { token: string; refreshTokenValidity: number; keepLoggedIn: boolean };
const readSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tribuna.session') ?? 'null') as StoredSession);

test('near the end of the refresh validity every tab asks once, and accepting in one refreshes for all', async ({ context }) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  await logIn(first, ACCOUNTS.manager);
  await first.getByTestId('profile-cd-demo-manager').click();
  await expect(first.getByTestId('sidebar-menu')).toBeVisible();
  const second = await context.newPage();
  await second.goto(first.url());
  await expect(second.getByTestId('sidebar-menu')).toBeVisible();

  const before = await readSession(first);
  expect(before.keepLoggedIn).toBe(false);
  // Nine minutes of refresh validity left: inside the 10-minute refresh-ahead window (spec 9).
  await first.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('tribuna.session')!);
    session.refreshTokenValidity = Date.now() + 9 * 60 * 1000;
    localStorage.setItem('tribuna.session', JSON.stringify(session));
  });

  await expect(first.getByTestId('session-refresh-accept')).toBeVisible();
  await expect(second.getByTestId('session-refresh-accept')).toBeVisible();
  await expectNoSeriousA11yViolations(first, 'refresh modal');
  await second.getByTestId('session-refresh-accept').click();

  await expect(first.getByTestId('session-refresh-accept')).toHaveCount(0);
  await expect(second.getByTestId('session-refresh-accept')).toHaveCount(0);
  const after = await readSession(first);
  expect(after.token).not.toBe(before.token);
  expect(after.refreshTokenValidity).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
  // Both tabs keep working with the refreshed session.
  await first.reload();
  await expect(first.getByTestId('sidebar-menu')).toBeVisible();
});

test('denying the refresh signs out', async ({ page }) => {
  await logIn(page, ACCOUNTS.member);
  await enterProfile(page, 'profile-cd-demo-member');
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('tribuna.session')!);
    session.refreshTokenValidity = Date.now() + 9 * 60 * 1000;
    localStorage.setItem('tribuna.session', JSON.stringify(session));
  });
  await page.getByTestId('session-refresh-deny').click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/auth\/login/);
});
