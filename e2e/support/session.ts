import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, sloppy } from './accounts';
import { t, type Locale } from './i18n';

/** Signs in through the login form, typing the username as a person might (spaces, capitals). */
export async function logInThroughForm(page: Page, username: string, locale: Locale = 'es') {
  await page.getByLabel(t(locale, 'auth:login.username')).fill(sloppy(username));
  await page.getByLabel(t(locale, 'auth:login.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t(locale, 'auth:login.submit') }).click();
}

export async function logIn(page: Page, username: string, locale: Locale = 'es') {
  await page.goto('/auth/login');
  await logInThroughForm(page, username, locale);
  await expect(page).toHaveURL(/\/dashboard\/profile-selector/);
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
