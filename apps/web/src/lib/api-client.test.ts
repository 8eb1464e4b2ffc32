import { FIELD_ERRORS } from '@tribuna/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLUB_A, jsonResponse, storeSession } from '../test/fixtures';
import { apiRequest, setUnauthorizedHandler, shouldRedirectOn401 } from './api-client';
import { ApiError, parseApiError } from './api-error';
import { dropSession, getSession } from './session/session-store';

describe('error parsing (spec 8)', () => {
  it('keeps validation details and invalid params (texts and codes) as they are', () => {
    const error = parseApiError(400, {
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'Please fill required fields',
      detail: `username: ${FIELD_ERRORS.required}`,
      invalidParamsList: { invalidParams: [{ field: 'username', errors: [FIELD_ERRORS.required], codes: ['required'] }] },
    });
    expect(error).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED', detail: `username: ${FIELD_ERRORS.required}` });
    expect(error.invalidParams).toEqual([{ field: 'username', errors: [FIELD_ERRORS.required], codes: ['required'] }]);
  });

  it('keeps the reason a conflict names', () => {
    const error = parseApiError(409, {
      code: 409,
      errorCode: 'CONFLICT',
      message: FIELD_ERRORS.alreadyHasAccount,
      reason: 'alreadyHasAccount',
    });
    expect(error).toMatchObject({ status: 409, errorCode: 'CONFLICT', reason: 'alreadyHasAccount' });
  });

  it('reads a generic error as message with code', () => {
    const error = parseApiError(401, { code: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' });
    expect(error).toMatchObject({ status: 401, httpStatus: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' });
  });

  it('uses 500 when a message comes without a code, and for unknown bodies', () => {
    expect(parseApiError(418, { message: 'teapot' }).status).toBe(500);
    const unknown = parseApiError(502, '<html>Bad gateway</html>');
    expect(unknown).toMatchObject({ status: 500, httpStatus: 502, errorCode: 'UNKNOWN' });
  });
});

describe('401 handling (spec 7)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState(null, '', '/dashboard/profile-selector?x=1');
  });

  afterEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    vi.unstubAllGlobals();
    dropSession();
  });

  it('sends the bearer token', async () => {
    storeSession({ token: 'tok' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await apiRequest('/api/profile');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
  });

  it('refreshes once and retries the failed request', async () => {
    storeSession({ token: 'old' });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'TOKEN_EXPIRED', message: 'expired' }))
      .mockResolvedValueOnce(jsonResponse(200, { token: 'new', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }))
      .mockResolvedValueOnce(jsonResponse(200, { hash: CLUB_A }));
    await expect(apiRequest('/api/clubs/x')).resolves.toEqual({ hash: CLUB_A });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/clubs/x', '/api/refresh_token', '/api/clubs/x']);
    expect((fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(getSession()?.token).toBe('new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent failures', async () => {
    storeSession({ token: 'old' });
    fetchMock.mockImplementation(async (input, init) => {
      if (input === '/api/refresh_token')
        return jsonResponse(200, { token: 'new', token_ttl: 900, refresh_token_expiration: 2_000_000_000 });
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? jsonResponse(200, {}) : jsonResponse(401, { code: 401, errorCode: 'TOKEN_EXPIRED', message: 'x' });
    });
    await Promise.all([apiRequest('/api/a'), apiRequest('/api/b')]);
    expect(fetchMock.mock.calls.filter((call) => call[0] === '/api/refresh_token')).toHaveLength(1);
  });

  it('retries only once: a second 401 after the refresh leads to the logout redirect', async () => {
    storeSession({ token: 'old' });
    const expired = () => jsonResponse(401, { code: 401, errorCode: 'TOKEN_EXPIRED', message: 'expired' });
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(jsonResponse(200, { token: 'new', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }))
      .mockResolvedValueOnce(expired());
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ httpStatus: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a 401 a new token cannot cure', async () => {
    storeSession({ token: 'old' });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'UNAUTHENTICATED', message: 'x' }));
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/x']);
    expect(onUnauthorized).toHaveBeenCalledWith('/dashboard/profile-selector?x=1');
  });

  it('does not redirect on the password recovery page', async () => {
    window.history.replaceState(null, '', '/auth/password/recover');
    storeSession({ token: 'old' });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'UNAUTHENTICATED', message: 'x' }));
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leads to the logout redirect, with from, when the refresh fails', async () => {
    storeSession({ token: 'old' });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'TOKEN_EXPIRED', message: 'expired' }))
      .mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'REFRESH_FAILED', message: 'Token refresh failed' }));
    await expect(apiRequest('/api/profile')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('/dashboard/profile-selector?x=1');
  });

  it('does not redirect on password recovery, or on login without a token', () => {
    expect(shouldRedirectOn401('/auth/password/recover', true)).toBe(false);
    expect(shouldRedirectOn401('/auth/login', false)).toBe(false);
    expect(shouldRedirectOn401('/auth/login', true)).toBe(true);
    expect(shouldRedirectOn401('/dashboard/profile-selector', false)).toBe(true);
  });

  it('never redirects for public calls such as the login itself', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' }));
    await expect(apiRequest('/api/authentication_token', { method: 'POST', body: {}, skipAuth: true })).rejects.toMatchObject({
      errorCode: 'INVALID_CREDENTIALS',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
