import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getPendingIdentifier, holdIdentifierSession, takePendingIdentifier } from '../../../lib/session/pending-identifier';
import { dropSession, getSession, type StoredSession } from '../../../lib/session/session-store';
import { storeSession } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import IdentifierSwitchDialog from './identifier-switch-dialog';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderDialog() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <IdentifierSwitchDialog />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard/profile-selector?keep=1'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

function holdLinkSession(): StoredSession {
  const session = { ...getSession()!, token: 'link.token.sig', user: null, currentProfile: null };
  holdIdentifierSession({ session, cleanUrl: '/dashboard/profile-selector?keep=1' });
  return session;
}

describe('a link with another session while signed in', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces('session');
  });
  afterEach(() => {
    takePendingIdentifier();
    dropSession();
  });

  it('asks, naming the signed-in person; "Keep my session" keeps it and forgets the link', async () => {
    const mine = storeSession({ user: { id: 'u1', name: 'Marta', lastname: 'Gil' } as StoredSession['user'] });
    holdLinkSession();
    renderDialog();
    expect(await screen.findByTestId('identifier-switch-dialog')).toHaveTextContent(
      'You are signed in as Marta Gil. Continue as the person of this link?',
    );
    await act(async () => screen.getByRole('button', { name: 'Keep my session' }).click());
    expect(getSession()?.token).toBe(mine.token);
    expect(getPendingIdentifier()).toBeNull();
    expect(screen.queryByTestId('identifier-switch-dialog')).toBeNull();
  });

  it('"Switch" installs the link\'s session and reloads the page without the parameter', async () => {
    storeSession({ userIdentifier: 'manager@demo.test' });
    holdLinkSession();
    const router = renderDialog();
    expect(await screen.findByText('You are signed in as manager@demo.test. Continue as the person of this link?')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Switch' }).click());
    expect(getSession()).toMatchObject({ token: 'link.token.sig', user: null, currentProfile: null });
    expect(getPendingIdentifier()).toBeNull();
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard/profile-selector?keep=1');
    expect(screen.queryByTestId('identifier-switch-dialog')).toBeNull();
  });

  it('drops the link, applying nothing, when the session ends before an answer', async () => {
    storeSession();
    holdLinkSession();
    renderDialog();
    await screen.findByTestId('identifier-switch-dialog');
    act(() => dropSession());
    expect(screen.queryByTestId('identifier-switch-dialog')).toBeNull();
    expect(getPendingIdentifier()).toBeNull();
    expect(getSession()).toBeNull();
  });
});
