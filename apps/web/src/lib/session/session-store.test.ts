import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { sessionFromToken } from './create-session';
import { dropSession, getSession, reloadSessionFromStorage, sessionState, setSession, updateSession } from './session-store';

describe('session store (spec 3)', () => {
  it('stores the session fields in localStorage under tribuna.session', () => {
    const now = 1_700_000_000_000;
    const session = sessionFromToken(
      { token: 'jwt', token_ttl: 900, refresh_token_expiration: 1_700_086_400 },
      { userIdentifier: 'manager@demo.test', keepLoggedIn: true },
      now,
    );
    setSession(session);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? '{}');
    expect(stored).toMatchObject({
      token: 'jwt',
      userIdentifier: 'manager@demo.test',
      refreshTokenValidity: 1_700_086_400_000,
      tokenTtl: 900,
      tokenExpiresAt: now + 900_000,
      keepLoggedIn: true,
      currentProfile: null,
      impersonation: false,
      user: null,
      legacyTokenPassed: false,
    });
  });

  it('merges updates and re-reads storage written by another tab', () => {
    setSession(
      sessionFromToken(
        { token: 'a', token_ttl: 60, refresh_token_expiration: 2_000_000_000 },
        { userIdentifier: 'x', keepLoggedIn: false },
      ),
    );
    updateSession({ legacyTokenPassed: true });
    expect(getSession()?.legacyTokenPassed).toBe(true);
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...getSession(), token: 'b' }));
    reloadSessionFromStorage();
    expect(getSession()?.token).toBe('b');
    dropSession();
    expect(getSession()).toBeNull();
  });

  it('tells none, active and expired sessions apart', () => {
    const now = 1_000_000;
    expect(sessionState(null, now)).toBe('none');
    const session = sessionFromToken(
      { token: 't', token_ttl: 10, refresh_token_expiration: 2000 },
      { userIdentifier: 'x', keepLoggedIn: false },
      now,
    );
    expect(sessionState(session, now)).toBe('active');
    // Access token expired but still renewable: active (the next call refreshes it).
    expect(sessionState(session, now + 20_000)).toBe('active');
    expect(sessionState(session, 2_000_001)).toBe('expired');
  });
});
