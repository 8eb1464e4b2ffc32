import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { readUrlIdentifier, signedInName, type IdentifierOutcome } from './identifier-param';
import type { StoredSession } from './session-store';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

/** The session a link opens, when it opens one. */
const sessionOf = (result: IdentifierOutcome | null) => (result && 'session' in result ? result.session : undefined);

const NOW = 1_800_000_000_000;
const previous: StoredSession = {
  token: jwt({ sub: 'u1', iat: NOW / 1000 - 100, exp: NOW / 1000 + 100 }),
  userIdentifier: 'manager@demo.test',
  refreshTokenValidity: NOW + 3_600_000,
  tokenTtl: 900,
  tokenExpiresAt: NOW + 100_000,
  keepLoggedIn: true,
  currentProfile: {
    clubHash: 'c',
    clubName: 'C',
    clubImage: null,
    clubLocale: 'es-ES',
    profileHash: 'p',
    role: 'manager',
    area: 'manager',
    userId: 'u1',
  },
  impersonation: false,
  user: { id: 'u1', name: 'Marta', lastname: 'Gil' } as StoredSession['user'],
  legacyTokenPassed: false,
};

describe('identifier query parameter (spec 4)', () => {
  it('does nothing without the parameter', () => {
    expect(readUrlIdentifier('https://app.test/dashboard?x=1', previous, true, NOW)).toBeNull();
  });

  it('without a live session, replaces the stored token, forgets the profile so it reloads, and cleans the URL', () => {
    const token = jwt({ sub: 'u1', iat: NOW / 1000, exp: NOW / 1000 + 900 });
    const result = readUrlIdentifier(`https://app.test/dashboard/profile-selector?a=1&identifier=${token}#top`, previous, false, NOW);
    expect(result?.action).toBe('apply');
    expect(result?.cleanUrl).toBe('/dashboard/profile-selector?a=1#top');
    expect(sessionOf(result)).toMatchObject({
      token,
      tokenTtl: 900,
      tokenExpiresAt: NOW + 900_000,
      keepLoggedIn: true,
      userIdentifier: 'manager@demo.test',
      user: null,
      currentProfile: null,
      refreshTokenValidity: previous.refreshTokenValidity,
      impersonation: false,
    });
  });

  it("keeps nothing of an ended session of another person: the link's session lasts as its token does", () => {
    const token = jwt({ sub: 'u2', iat: NOW / 1000, exp: NOW / 1000 + 900 });
    const result = readUrlIdentifier(`https://app.test/x?identifier=${token}`, previous, false, NOW);
    expect(result?.action).toBe('apply');
    expect(sessionOf(result)).toMatchObject({
      token,
      userIdentifier: 'u2',
      keepLoggedIn: false,
      refreshTokenValidity: NOW + 900_000,
    });
  });

  it('creates a session when there was none, lasting as long as the token', () => {
    const token = jwt({ sub: 'u2', iat: NOW / 1000, exp: NOW / 1000 + 180, act: { sub: 'admin' } });
    const result = readUrlIdentifier(`https://app.test/x?identifier=${token}`, null, false, NOW);
    expect(result?.action).toBe('apply');
    expect(sessionOf(result)).toMatchObject({
      token,
      userIdentifier: 'u2',
      refreshTokenValidity: NOW + 180_000,
      keepLoggedIn: false,
      impersonation: true,
    });
  });

  it('asks first when someone else is signed in: the live session is not replaced by the link', () => {
    const token = jwt({ sub: 'attacker', iat: NOW / 1000, exp: NOW / 1000 + 900 });
    const result = readUrlIdentifier(`https://app.test/dashboard?identifier=${token}&b=2`, previous, true, NOW);
    expect(result?.action).toBe('confirm');
    expect(result?.cleanUrl).toBe('/dashboard?b=2');
    expect(sessionOf(result)).toMatchObject({ token, user: null, currentProfile: null });
  });

  it('refuses an unreadable token, signed in or not: nothing to sign in with, the session stays (spec 8 text)', () => {
    for (const token of ['abc.def.ghi', 'not-a-token', jwt({ iat: NOW / 1000 })]) {
      expect(readUrlIdentifier(`https://app.test/x?identifier=${token}&b=2`, previous, true, NOW)).toEqual({
        action: 'unreadable',
        cleanUrl: '/x?b=2',
      });
      expect(readUrlIdentifier(`https://app.test/x?identifier=${token}`, null, false, NOW)).toEqual({
        action: 'unreadable',
        cleanUrl: '/x',
      });
    }
  });

  it('asks first for an impersonation of the signed-in person', () => {
    const impersonation = jwt({ sub: 'u1', iat: NOW / 1000, exp: NOW / 1000 + 900, act: { sub: 'someone' } });
    expect(readUrlIdentifier(`https://app.test/x?identifier=${impersonation}`, previous, true, NOW)?.action).toBe('confirm');
  });

  it('applies at once a token of the same signed-in person (the older application handing back)', () => {
    const token = jwt({ sub: 'u1', iat: NOW / 1000, exp: NOW / 1000 + 900 });
    const result = readUrlIdentifier(`https://app.test/x?identifier=${token}`, previous, true, NOW);
    expect(result?.action).toBe('apply');
    expect(sessionOf(result)?.token).toBe(token);
  });

  it('only strips an empty parameter or the token already in use', () => {
    expect(readUrlIdentifier('https://app.test/x?identifier=', previous, true, NOW)).toEqual({ action: 'strip', cleanUrl: '/x' });
    expect(readUrlIdentifier(`https://app.test/x?identifier=${previous.token}`, previous, true, NOW)).toEqual({
      action: 'strip',
      cleanUrl: '/x',
    });
  });

  it('names the signed-in person by name, else by username', () => {
    expect(signedInName(previous)).toBe('Marta Gil');
    expect(signedInName({ ...previous, user: null })).toBe('manager@demo.test');
  });
});

describe('identifier at page load', () => {
  const other = jwt({ sub: 'u2', iat: NOW / 1000, exp: NOW / 1000 + 900 });
  afterEach(() => {
    vi.resetModules();
    window.history.replaceState(null, '', '/');
  });

  const live = (): StoredSession => ({ ...previous, refreshTokenValidity: Date.now() + 3_600_000, tokenExpiresAt: Date.now() + 100_000 });

  it('without a live session, is applied by the store before the router reads the address', async () => {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...live(), endedReason: 'expired' }));
    window.history.replaceState(null, '', `/dashboard/profile-selector?identifier=${other}&keep=1`);
    vi.resetModules();
    const store = await import('./session-store');
    expect(store.getSession()).toMatchObject({ token: other, user: null, currentProfile: null });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? '{}').token).toBe(other);
    expect(window.location.pathname + window.location.search).toBe('/dashboard/profile-selector?keep=1');
  });

  it('with someone signed in, keeps their session, holds the link for the question and cleans the address', async () => {
    const signedIn = live();
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(signedIn));
    const historyLength = window.history.length;
    window.history.replaceState(null, '', `/dashboard/profile-selector?identifier=${other}&keep=1`);
    vi.resetModules();
    const store = await import('./session-store');
    const pending = await import('./pending-identifier');
    expect(store.getSession()?.token).toBe(signedIn.token);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? '{}').token).toBe(signedIn.token);
    expect(pending.getPendingIdentifier()).toMatchObject({
      session: { token: other },
      cleanUrl: '/dashboard/profile-selector?keep=1',
    });
    expect(window.location.pathname + window.location.search).toBe('/dashboard/profile-selector?keep=1');
    expect(window.history.length).toBe(historyLength); // replaced, not pushed
  });

  it('with an unreadable token, keeps the session, notes the problem for the session layer and cleans the address', async () => {
    const signedIn = live();
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(signedIn));
    window.history.replaceState(null, '', '/dashboard/profile-selector?identifier=abc.def.ghi&keep=1');
    vi.resetModules();
    const store = await import('./session-store');
    const pending = await import('./pending-identifier');
    expect(store.getSession()?.token).toBe(signedIn.token);
    expect(pending.getPendingIdentifier()).toBeNull();
    expect(pending.identifierUnreadable()).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/dashboard/profile-selector?keep=1');
  });
});
