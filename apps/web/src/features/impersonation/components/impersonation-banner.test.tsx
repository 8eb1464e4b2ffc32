import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginImpersonation } from '../../../lib/session/impersonation-session';
import { dropSession, getSession } from '../../../lib/session/session-store';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { ImpersonationLayer } from './impersonation-layer';

const START = {
  token: 'imp',
  token_ttl: 600,
  refresh_token_expiration: 2_000_000_000,
  impersonating: { userId: 'm1', name: 'Mario', lastname: 'Member', club: 'CD Demo' },
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <ImpersonationLayer />
            <p>page</p>
          </Suspense>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

describe('impersonation banner (spec 4)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.loadNamespaces('session');
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    dropSession();
  });

  it('is absent without an impersonation', () => {
    storeSession();
    renderAt('/dashboard/profile-selector');
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('shows who is being impersonated on every page', async () => {
    storeSession({ token: 'real' });
    beginImpersonation(START);
    renderAt('/clubs/search');
    expect(await screen.findByTestId('impersonation-banner-text')).toHaveTextContent('You are acting as Mario Member (CD Demo)');
  });

  it('goes back: DELETE /api/impersonation, the real token again, to the profile selector', async () => {
    storeSession({ token: 'real' });
    beginImpersonation(START);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 'real2', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }));
    const router = renderAt('/dashboard/member/m1/club/overview');
    await act(async () => (await screen.findByTestId('impersonation-back')).click());
    expect(fetchMock).toHaveBeenCalledWith('/api/impersonation', expect.objectContaining({ method: 'DELETE' }));
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer imp');
    expect(getSession()).toMatchObject({ token: 'real2', impersonation: false });
    expect(router.state.location.pathname).toBe('/dashboard/profile-selector');
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('restores the set-aside session when the API cannot answer', async () => {
    storeSession({ token: 'real' });
    beginImpersonation(START);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    renderAt('/dashboard/profile-selector');
    await act(async () => (await screen.findByTestId('impersonation-back')).click());
    expect(getSession()).toMatchObject({ token: 'real', impersonation: false });
  });
});
