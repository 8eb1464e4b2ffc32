import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { sessionFromUrlIdentifier } from './identifier-param';
import type { StoredSession } from './session-store';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

const NOW = 1_800_000_000_000;
const previous: StoredSession = {
  token: 'old',
  userIdentifier: 'manager@demo.test',
  refreshTokenValidity: NOW + 3_600_000,
  tokenTtl: 900,
  tokenExpiresAt: NOW + 100_000,
  keepLoggedIn: true,
  currentProfile: { clubHash: 'c', clubName: 'C', clubImage: null, clubLocale: 'es-ES', profileHash: 'p', role: 'manager', area: 'manager', userId: 'u' },
  impersonation: false,
  user: { id: 'u' } as StoredSession['user'],
  legacyTokenPassed: false,
};

describe('identifier query parameter (spec 4)', () => {
  it('does nothing without the parameter', () => {
    expect(sessionFromUrlIdentifier('https://app.test/dashboard?x=1', previous, NOW)).toBeNull();
  });

  it('replaces the stored token, forgets the profile so it reloads, and cleans the URL', () => {
    const token = jwt({ sub: 'u2', iat: NOW / 1000, exp: NOW / 1000 + 900 });
    const result = sessionFromUrlIdentifier(`https://app.test/dashboard/profile-selector?a=1&identifier=${token}#top`, previous, NOW);
    expect(result?.cleanUrl).toBe('/dashboard/profile-selector?a=1#top');
    expect(result?.session).toMatchObject({
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

  it('creates a session when there was none, lasting as long as the token', () => {
    const token = jwt({ sub: 'u2', iat: NOW / 1000, exp: NOW / 1000 + 180, act: { sub: 'admin' } });
    const result = sessionFromUrlIdentifier(`https://app.test/x?identifier=${token}`, null, NOW);
    expect(result?.session).toMatchObject({ token, userIdentifier: 'u2', refreshTokenValidity: NOW + 180_000, keepLoggedIn: false, impersonation: true });
  });

  it('only strips an empty parameter', () => {
    expect(sessionFromUrlIdentifier('https://app.test/x?identifier=', previous, NOW)).toEqual({ session: previous, cleanUrl: '/x' });
  });
});

describe('identifier at page load', () => {
  afterEach(() => {
    vi.resetModules();
    window.history.replaceState(null, '', '/');
  });

  it('is applied by the store before the router reads the address', async () => {
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(previous));
    window.history.replaceState(null, '', '/dashboard/profile-selector?identifier=abc.def.ghi&keep=1');
    vi.resetModules();
    const store = await import('./session-store');
    expect(store.getSession()).toMatchObject({ token: 'abc.def.ghi', user: null, currentProfile: null });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? '{}').token).toBe('abc.def.ghi');
    expect(window.location.pathname + window.location.search).toBe('/dashboard/profile-selector?keep=1');
  });
});
