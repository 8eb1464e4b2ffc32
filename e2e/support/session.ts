import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, sloppy } from './accounts';
import { t, type Locale } from './i18n';

/** Signs in through the login form, typing the username as a person might (spaces, capitals). */
export async function logInThroughForm(page: Page, username: string, locale: Locale = 'es') {
  await page.getByLabel(t(locale, 'auth:login.username')).fill(sloppy(username));
  await page.getByLabel(t(locale, 'auth:login.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t(locale, 'auth:login.submit') }).click();
}

/**
 * Signs in. An account with several profiles then sees the profile selector; one with a single
 * profile goes straight to that profile's home. Either way the page has settled when this returns.
 */
export async function logIn(page: Page, username: string, locale: Locale = 'es') {
  await page.goto('/auth/login');
  await logInThroughForm(page, username, locale);
  // Up to two pages load here (the selector, then the only profile's home): a busy machine needs time.
  await expect(page.getByTestId('profile-selector').or(page.getByTestId('sidebar-menu'))).toBeVisible();
}

/**
 * Enters a profile after logIn: chosen on the profile selector, or already entered when it is the
 * account's only one (member@, guardian@ and manager2@demo.test).
 */
export async function enterProfile(page: Page, profileTestId: string) {
  if (await page.getByTestId('profile-selector').isVisible()) await page.getByTestId(profileTestId).click();
  await expect(page).toHaveURL(/\/dashboard\/(manager|member|guardian)\/.+\/overview$/);
}

/** Club hashes and the user id, read from the API as the app itself does. */
export async function profileOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/authentication_token', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const response = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  const profile = (await response.json()) as { id: string; clubs: { hash: string; shortname: string }[] };
  const clubHash = (shortname: string) => {
    const club = profile.clubs.find((c) => c.shortname === shortname);
    if (!club) throw new Error(`${username} has no profile in ${shortname}`);
    return club.hash;
  };
  return { userId: profile.id, clubHash };
}
