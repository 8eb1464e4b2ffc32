import type { UserProfileResponse } from '@tribuna/contract';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { dropSession, getSession } from '../../lib/session/session-store';
import { CLUB_B, demoUser, storeSession, USER_ID } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import type { FromLoginState } from '../route-handle';
import ProfileSelectorRoute from './profile-selector.route';

/** member@demo.test: one member profile in one club. */
function memberOnly(overrides: Partial<UserProfileResponse> = {}): UserProfileResponse {
  const user = demoUser();
  return { ...user, clubs: [user.clubs[1]!], ...overrides };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function openSelector(user: UserProfileResponse, state: FromLoginState | null) {
  const router = createMemoryRouter(
    [
      { path: paths.profileSelector, loader: () => user, Component: ProfileSelectorRoute },
      { path: '*', Component: Where },
    ],
    { initialEntries: [{ pathname: paths.profileSelector, state }] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

describe('profile selector route: one profile, no selector (issue 21)', () => {
  afterEach(() => dropSession());

  it('enters the only profile right after signing in, replacing the selector in the history', async () => {
    storeSession();
    const router = openSelector(memberOnly(), { fromLogin: true });
    expect(await screen.findByTestId('where')).toHaveTextContent(paths.member.overview(USER_ID, CLUB_B));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSession()?.currentProfile).toMatchObject({ clubHash: CLUB_B, area: 'member' });
    expect(screen.queryByTestId('profile-selector')).toBeNull();
  });

  it('shows the selector on any other visit (My profiles), even with one profile', async () => {
    storeSession();
    openSelector(memberOnly(), null);
    expect(await screen.findByTestId('profile-selector')).toBeInTheDocument();
    expect(screen.getByTestId('profile-ca-exemple-member')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('still asks an account with several profiles after signing in', async () => {
    storeSession();
    openSelector(demoUser(), { fromLogin: true });
    expect(await screen.findByTestId('profile-cd-demo-manager')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('still shows a pending pre-enrolment beside the only active profile', async () => {
    storeSession();
    const user = demoUser();
    const pending = {
      ...user.clubs[0]!,
      profiles: { p: { ...user.clubs[0]!.profiles.prof1!, hash: 'p', role: 'member' as const, preEnrollment: true, can: [] } },
    };
    openSelector({ ...user, clubs: [pending, user.clubs[1]!] }, { fromLogin: true });
    expect(await screen.findByTestId('profile-cd-demo-member')).toHaveAttribute('data-pending', 'true');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('keeps the selector for an admin, who also has the administration entry', async () => {
    storeSession();
    openSelector(memberOnly({ admin: true }), { fromLogin: true });
    expect(await screen.findByTestId('admin-entry')).toBeInTheDocument();
  });

  it('keeps the selector for a manager profile without panel access (it opens nothing)', async () => {
    storeSession();
    const user = demoUser();
    // The API grants such a profile nothing (its `can` is empty).
    const noPanel = { ...user.clubs[0]!, profiles: { prof1: { ...user.clubs[0]!.profiles.prof1!, panelAccess: false, can: [] } } };
    openSelector({ ...user, clubs: [noPanel] }, { fromLogin: true });
    expect(await screen.findByTestId('profile-selector')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});
