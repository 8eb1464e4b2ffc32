import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { logIn, logInThroughForm, profileOf } from '../support/session';

test.describe('signed out', () => {
  test('/login and /logout go to the access page', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('a protected page sends to login with from, and back after signing in', async ({ page, request }) => {
    const { clubHash } = await profileOf(request, ACCOUNTS.manager);
    const target = `/dashboard/manager/${clubHash('cd-demo')}/teams/all?sport=football`;
    await page.goto(target);
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login' && url.searchParams.get('from') === target);
    await logInThroughForm(page, ACCOUNTS.manager);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('signed in', () => {
  test('/, /dashboard, /persons, /padres and /socios go to the profile selector', async ({ page }) => {
    await logIn(page, ACCOUNTS.manager);
    for (const path of ['/', '/dashboard', '/persons', '/padres', '/socios']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard\/profile-selector$/);
    }
  });

  test('a valid token on the login page leads to the profile selector', async ({ page }) => {
    await logIn(page, ACCOUNTS.member);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard\/profile-selector$/);
  });

  test('legacy and old message paths land on the new pages with their query', async ({ page, request }) => {
    const { clubHash, userId } = await profileOf(request, ACCOUNTS.manager);
    const cd = clubHash('cd-demo');
    await logIn(page, ACCOUNTS.manager);
    const cases: [string, string][] = [
      [`/clubes/${cd}/ver?tab=1`, `/dashboard/manager/${cd}/overview?tab=1`],
      [`/clubes/${cd}/patrocinadores?x=y`, `/dashboard/manager/${cd}/sponsors?x=y`],
      [`/clubes/${cd}/equipos/team1234abcd/ver?a=b`, `/dashboard/manager/${cd}/teams/team1234abcd/details?a=b`],
      [`/clubes/${cd}/equipos/`, `/dashboard/manager/${cd}/teams/all`],
      [`/dashboard/manager/messages/${cd}/my-messages?page=2`, `/dashboard/manager/${cd}/messages/my-messages?page=2`],
      [`/dashboard/manager/messages/${cd}/thread/thread12345`, `/dashboard/manager/${cd}/messages/thread/thread12345`],
      // Spec 2: /clubes/{clubHash}/messages → /dashboard/manager/messages/{clubHash}/all-messages → My messages.
      [`/clubes/${cd}/messages?box=2`, `/dashboard/manager/${cd}/messages/my-messages?box=2`],
      [`/dashboard/manager/messages/${cd}/all-messages?page=3`, `/dashboard/manager/${cd}/messages/my-messages?page=3`],
      [`/clubes/${cd}/socios`, `/dashboard/manager/${cd}/persons/partners`],
      [`/clubes/${cd}/ajustes`, `/dashboard/manager/${cd}/administration/settings`],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await expect(page, from).toHaveURL(to);
    }
    expect(userId).toBeTruthy();
  });

  test('a club in the URL without a matching profile sends to the profile selector', async ({ page, request }) => {
    const { clubHash } = await profileOf(request, ACCOUNTS.manager);
    await logIn(page, ACCOUNTS.member);
    await page.goto(`/dashboard/manager/${clubHash('cd-demo')}/overview`);
    await expect(page).toHaveURL(/\/dashboard\/profile-selector$/);
    await page.goto(`/dashboard/manager/${clubHash('ca-exemple')}/overview`);
    await expect(page).toHaveURL(/\/dashboard\/profile-selector$/);
  });
});
