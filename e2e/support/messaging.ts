import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { enterProfile, logIn } from './session';

/** Messaging specs' shared steps: people, browsers and the rich-text editor. */

/** A subject nobody else in the shared database has. */
export const uniqueSubject = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A second browser for another person, with the suite's cookie choice and language. */
export async function otherBrowser(browser: Browser, options: { hasTouch?: boolean } = {}) {
  const context = await browser.newContext({ locale: 'es-ES', ...options });
  await context.addInitScript(() => {
    localStorage.setItem(
      'tribuna.cookie-consent',
      JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: 'x' }),
    );
    localStorage.setItem('tribuna.language', 'es');
  });
  return context;
}

/** Signs in (Spanish) and enters the profile: the selector when it shows, else the only profile. */
export async function enter(page: Page, username: string, profileTestId: string) {
  await logIn(page, username, 'es');
  await enterProfile(page, profileTestId);
}

/** Types into a rich-text editor (tiptap) inside `scope`, once its lazy chunk has loaded. */
export async function typeMessage(scope: Locator, text: string) {
  const editor = scope.locator('.ProseMirror');
  await expect(editor).toBeVisible();
  await editor.click();
  await editor.pressSequentially(text);
}

/** The messaging API as `username`, acting as their (first) profile in the club `shortname`. */
export async function messagingApiAs(request: APIRequestContext, username: string, shortname: string) {
  const login = await request.post('/api/authentication_token', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/profile', { headers: auth })).json()) as {
    clubs: { hash: string; shortname: string; profiles: Record<string, unknown> }[];
  };
  const club = me.clubs.find((c) => c.shortname === shortname);
  if (!club) throw new Error(`${username} has no profile in ${shortname}`);
  const profileHash = Object.keys(club.profiles)[0]!;
  const headers = { ...auth, Profile: profileHash };
  const base = `/api/clubs/${club.hash}/communications`;
  return {
    clubHash: club.hash,
    profileHash,
    get: async (path: string) => (await request.get(`${base}${path}`, { headers })).json(),
    post: (path: string, data: object) => request.post(`${base}${path}`, { headers, data }),
  };
}
