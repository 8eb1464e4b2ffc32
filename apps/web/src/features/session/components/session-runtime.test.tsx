import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, getSession } from '../../../lib/session/session-store';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import SessionRuntime from './session-runtime';

const MIN = 60_000;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderRuntime() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/profile-selector',
        element: (
          <Suspense fallback={null}>
            <SessionRuntime />
          </Suspense>
        ),
      },
      { path: '/auth/logout', element: <Where /> },
    ],
    { initialEntries: ['/dashboard/profile-selector'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('session runtime: refresh modal, warning, expiry (spec 4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.loadNamespaces('session');
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    dropSession();
  });

  it('asks before refreshing without keepLoggedIn; accepting refreshes and closes the modal', async () => {
    storeSession({ refreshTokenValidity: Date.now() + 9 * MIN, tokenExpiresAt: Date.now() + 60 * MIN });
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: 'new', token_ttl: 900, refresh_token_expiration: Math.floor(Date.now() / 1000) + 86_400 }),
    );
    renderRuntime();
    expect(await screen.findByTestId('session-refresh-countdown')).toHaveTextContent(
      'Your session will expire in 9 minutes. Do you want to stay logged in?',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => screen.getByTestId('session-refresh-accept').click());
    expect(fetchMock).toHaveBeenCalledWith('/api/refresh_token', expect.objectContaining({ method: 'POST' }));
    expect(getSession()?.token).toBe('new');
    await advance(1_000);
    await vi.waitFor(() => expect(screen.queryByTestId('session-refresh-countdown')).toBeNull());
  });

  it('denying logs out (reason userDeniedRefreshToken: no expired notice)', async () => {
    storeSession({ refreshTokenValidity: Date.now() + 9 * MIN, tokenExpiresAt: Date.now() + 60 * MIN });
    const router = renderRuntime();
    await act(async () => (await screen.findByTestId('session-refresh-deny')).click());
    expect(router.state.location.pathname).toBe('/auth/logout');
    expect(router.state.location.search).toBe('');
  });

  it('refreshes at once with keepLoggedIn, without a modal', async () => {
    storeSession({ keepLoggedIn: true, refreshTokenValidity: Date.now() + 9 * MIN, tokenExpiresAt: Date.now() + 60 * MIN });
    fetchMock.mockResolvedValue(
      jsonResponse(200, { token: 'new', token_ttl: 900, refresh_token_expiration: Math.floor(Date.now() / 1000) + 86_400 }),
    );
    renderRuntime();
    await advance(0);
    await vi.waitFor(() => expect(getSession()?.token).toBe('new'));
    expect(screen.queryByTestId('session-refresh-countdown')).toBeNull();
  });

  it('a failed refresh goes to /auth/logout with expiredToken and from', async () => {
    storeSession({ keepLoggedIn: true, refreshTokenValidity: Date.now() + 9 * MIN, tokenExpiresAt: Date.now() + 60 * MIN });
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 401, errorCode: 'REFRESH_FAILED', message: 'Token refresh failed' }));
    const router = renderRuntime();
    await advance(0);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/logout'));
    expect(new URLSearchParams(router.state.location.search).get('expiredToken')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/dashboard/profile-selector');
  });

  it('counts down in minutes after inactivity, then expires with the inactivity message', async () => {
    storeSession({ refreshTokenValidity: Date.now() + 24 * 60 * MIN, tokenExpiresAt: Date.now() + 60 * MIN });
    fetchMock.mockResolvedValue(jsonResponse(200, { loggedOut: true }));
    const router = renderRuntime();
    await advance(19 * MIN);
    expect(screen.queryByTestId('session-warning')).toBeNull();
    await advance(1 * MIN + 1_000);
    expect(screen.getByTestId('session-warning')).toHaveTextContent('Your session will expire in 10 minutes because of inactivity');
    await advance(3 * MIN);
    expect(screen.getByTestId('session-warning')).toHaveAttribute('data-minutes', '7');
    await advance(7 * MIN);
    expect(await screen.findByTestId('session-expired-reason')).toHaveTextContent(
      'Session has expired because the current tab was inactive too long',
    );
    expect(getSession()?.endedReason).toBe('inactive');
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    await act(async () => screen.getByTestId('session-expired-login').click());
    expect(router.state.location.pathname).toBe('/auth/logout');
    expect(new URLSearchParams(router.state.location.search).get('expiredToken')).toBe('true');
  });
});
