import type { AppConfig } from '@tribuna/contract';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfig } from '../../lib/app-config';
import { renderWithTheme } from '../../test/render';
import LogoutRoute from './logout.route';

const CONFIG: AppConfig = {
  environment: 'production',
  release: '4.19.0',
  stagingBanner: null,
  sentryDsn: null,
  legacyAppUrl: 'https://old.example.org/',
  supportChatUrl: null,
  supportEmail: null,
  demo: false,
};

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), init }));

const logOut = async () => {
  const router = createMemoryRouter(
    [
      { path: '/auth/logout', element: <LogoutRoute /> },
      { path: '/auth/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/auth/logout'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  await screen.findByText('login page');
};

describe('logging out (spec 4) with an older application (spec 7: GET /logout on its client host)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ loggedOut: true }), { headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    resetAppConfig();
  });

  it("also ends the older application's session, with its cookies", async () => {
    resetAppConfig(CONFIG);
    await logOut();
    await waitFor(() => expect(calls().map((c) => c.url)).toContain('https://old.example.org/legacy/logout'));
    const legacy = calls().find((c) => c.url === 'https://old.example.org/legacy/logout')!;
    expect(legacy.init).toMatchObject({ method: 'GET', credentials: 'include', mode: 'no-cors' });
    expect(calls().some((c) => c.url.endsWith('/api/logout'))).toBe(true);
  });

  it('calls nothing else without one', async () => {
    resetAppConfig({ ...CONFIG, legacyAppUrl: null });
    await logOut();
    expect(calls().every((c) => !c.url.includes('legacy'))).toBe(true);
  });
});
