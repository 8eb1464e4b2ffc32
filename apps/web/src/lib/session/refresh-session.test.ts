import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../test/fixtures';
import { STORAGE_KEYS } from '../storage';
import { onRefreshFailure, refreshSession, RefreshError } from './refresh-session';
import { dropSession, getSession } from './session-store';
import { memoryLocks, setLockManager, type LockManagerLike } from './tab-lock';

const TOKEN = { token: 'new', token_ttl: 900, refresh_token_expiration: 2_000_000_000 };

describe('token refresh (spec 4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setLockManager(null);
    dropSession();
  });

  it('makes one network call for N concurrent callers', async () => {
    storeSession({ token: 'old' });
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const callers = Array.from({ length: 5 }, () => refreshSession());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(jsonResponse(200, TOKEN));
    await expect(Promise.all(callers)).resolves.toEqual(['new', 'new', 'new', 'new', 'new']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ token: 'new', tokenTtl: 900, refreshTokenValidity: 2_000_000_000_000 });
  });

  it('serialises refreshes across tabs through the Web Locks API', async () => {
    storeSession({ token: 'old' });
    const requested: string[] = [];
    const locks: LockManagerLike = {
      request: (name, callback) => {
        requested.push(name);
        return memoryLocks.request(name, callback);
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, TOKEN));
    await refreshSession();
    expect(requested).toEqual(['tribuna-refresh']);
  });

  it('re-reads the session after the lock: a token another tab renewed is used without a call', async () => {
    storeSession({ token: 'old' });
    // The lock is held by "another tab", which refreshes and writes the session before releasing it.
    setLockManager({
      request: async (_name, callback) => {
        const other = { ...getSession(), token: 'from-other-tab' };
        window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(other));
        return callback();
      },
    });
    await expect(refreshSession('old')).resolves.toBe('from-other-tab');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()?.token).toBe('from-other-tab');
  });

  it('fails with "Token refresh failed" and tells the listeners', async () => {
    storeSession({ token: 'old' });
    const listener = vi.fn();
    const stop = onRefreshFailure(listener);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'REFRESH_FAILED', message: 'Token refresh failed' }));
    const failure = await refreshSession().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RefreshError);
    expect(failure).toMatchObject({ reason: 'refreshFailed', message: 'Token refresh failed' });
    expect(listener).toHaveBeenCalledWith(failure);
    stop();
  });

  it('reports noTokenReceived for an answer without a token, or no session at all', async () => {
    storeSession({ token: 'old' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await expect(refreshSession()).rejects.toMatchObject({ reason: 'noTokenReceived' });
    dropSession();
    window.localStorage.clear();
    await expect(refreshSession()).rejects.toMatchObject({ reason: 'noTokenReceived' });
  });

  it('does not revive a session another tab logged out of during the refresh', async () => {
    storeSession({ token: 'old' });
    fetchMock.mockImplementationOnce(async () => {
      window.localStorage.removeItem(STORAGE_KEYS.session);
      return jsonResponse(200, TOKEN);
    });
    await expect(refreshSession()).rejects.toMatchObject({ reason: 'refreshFailed' });
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it("refuses a renewed token of another person (the cookie of whoever signed in before a link's session)", async () => {
    const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
    const linkToken = jwt({ sub: 'from-link' });
    storeSession({ token: linkToken });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...TOKEN, token: jwt({ sub: 'signed-in-before' }) }));
    await expect(refreshSession()).rejects.toMatchObject({ reason: 'refreshFailed' });
    expect(getSession()?.token).toBe(linkToken);
    // The same person, or the person behind an impersonation, is renewed as before.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...TOKEN, token: jwt({ sub: 'x', act: { sub: 'from-link' } }) }));
    await expect(refreshSession()).resolves.toContain('h.');
  });
});
