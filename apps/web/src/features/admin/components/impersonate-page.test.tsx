import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { QueryProvider } from '../../../lib/query-provider';
import { dropSession, getSession } from '../../../lib/session/session-store';
import { CLUB_A, demoUser, jsonResponse, storeSession, USER_ID } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { ImpersonatePage } from './impersonate-page';

const hydra = (members: unknown[]) => ({
  'hydra:member': members,
  'hydra:totalItems': members.length,
  'hydra:view': { '@id': '/x', 'hydra:first': '/x', 'hydra:last': '/x' },
});
const club = {
  hash: CLUB_A,
  name: 'CD Demo',
  image: null,
  publicPortal: false,
  seasonId: null,
  seasonName: null,
  address: { city: 'Madrid', regionName: null, countryName: null },
};
const profiles = [
  {
    hash: 'p9',
    user: { id: 'm1', clubRoles: ['member'], club: CLUB_A, role: 'member' },
    club: CLUB_A,
    type: 0,
    person: { name: 'Mario', surname: 'Member' },
  },
  { hash: 'p8', user: null, club: CLUB_A, type: 0, person: { name: 'Niño', surname: 'Sin Cuenta' } },
  {
    hash: 'p1',
    user: { id: USER_ID, clubRoles: ['manager'], club: CLUB_A, role: 'manager' },
    club: CLUB_A,
    type: 1,
    person: { name: 'Marta', surname: 'García' },
  },
];

function Page() {
  const { clubHash } = useParams();
  return <ImpersonatePage selectedClubHash={clubHash} />;
}

function renderPage(path = '/admin/impersonate') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/impersonate/:clubHash?',
        element: (
          <QueryProvider>
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </QueryProvider>
        ),
      },
      { path: '/dashboard/profile-selector', element: <p>selector</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

describe('impersonation page (spec 4: /admin/impersonate/{clubHash?})', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.loadNamespaces(['session', 'navigation']);
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/clubs?')) return jsonResponse(200, hydra([club]));
      if (url.startsWith(`/api/clubs/${CLUB_A}/profiles`)) {
        // Stands in for the server's search (tested against the real database in the API suite).
        const search = new URL(url, 'http://x').searchParams.get('search');
        return jsonResponse(200, hydra(search ? profiles.filter((p) => p.person.name === 'Niño') : profiles));
      }
      if (url === `/api/clubs/${CLUB_A}`) return jsonResponse(200, { ...club, shortname: 'cd-demo', locale: 'es-ES' });
      if (url === '/api/impersonation' && init?.method === 'POST') {
        return jsonResponse(200, {
          token: 'imp',
          token_ttl: 600,
          refresh_token_expiration: 2_000_000_000,
          impersonating: { userId: 'm1', name: 'Mario', lastname: 'Member', club: 'CD Demo' },
        });
      }
      return jsonResponse(404, { code: 404, errorCode: 'NOT_FOUND', message: 'Not found.' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    queryClient.clear();
    dropSession();
  });

  it('lets an admin pick a club, then a profile, confirm and act as that user', async () => {
    storeSession({ token: 'admin-token', user: demoUser({ admin: true }) });
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose CD Demo' }));
    expect(router.state.location.pathname).toBe(`/admin/impersonate/${CLUB_A}`);
    expect(await screen.findByText('Profiles of CD Demo')).toBeInTheDocument();
    // No account of their own, or the admin's own account: cannot be picked.
    expect(screen.getByRole('button', { name: 'Impersonate Niño Sin Cuenta' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Impersonate Marta García' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate Mario Member' }));
    expect(await screen.findByTestId('impersonation-confirm-question')).toHaveTextContent(
      'Do you want to impersonate Mario Member from the CD Demo?',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/impersonation')).toBe(false);
    await userEvent.click(screen.getByTestId('impersonation-confirm-yes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile-selector'));
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/impersonation');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ profileHash: 'p9' });
    expect(getSession()).toMatchObject({ token: 'imp', impersonation: true, realSession: { token: 'admin-token' } });
  });

  it('asks the server to search the profiles by what is typed', async () => {
    storeSession({ user: demoUser({ admin: true }) });
    renderPage(`/admin/impersonate/${CLUB_A}`);
    await screen.findByRole('button', { name: 'Impersonate Mario Member' });
    await userEvent.type(screen.getByLabelText('Search profiles by name'), 'nino');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Impersonate Mario Member' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Impersonate Niño Sin Cuenta' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=nino'))).toBe(true);
  });

  it('takes a manager of one club straight to that club’s profiles', async () => {
    const user = demoUser();
    storeSession({ user: { ...user, clubs: user.clubs.slice(0, 1) } });
    const router = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/impersonate/${CLUB_A}`));
    expect(await screen.findByRole('button', { name: 'Impersonate Mario Member' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/clubs?'))).toBe(false);
  });

  it('cancelling the confirmation starts nothing', async () => {
    storeSession({ token: 'admin-token', user: demoUser({ admin: true }) });
    renderPage(`/admin/impersonate/${CLUB_A}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Impersonate Mario Member' }));
    await userEvent.click(await screen.findByTestId('impersonation-confirm-cancel'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/impersonation')).toBe(false);
    expect(getSession()?.impersonation).toBe(false);
  });

  it('is refused while impersonating', async () => {
    storeSession({ user: demoUser({ admin: true }), impersonation: true });
    renderPage();
    expect(await screen.findByTestId('impersonation-forbidden')).toHaveTextContent('This action is not allowed while impersonating');
  });
});
