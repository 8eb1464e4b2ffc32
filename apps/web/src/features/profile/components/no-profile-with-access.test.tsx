import { screen } from '@testing-library/react';
import type { UserProfileResponse } from '@tribuna/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { ProfileSelector } from './profile-selector';

const TEXT = 'You have no profile with access available. Try logging out and logging in with another user.';

/** Every profile of the demo user changed the same way. */
function withProfiles(change: (profile: UserProfileResponse['clubs'][number]['profiles'][string]) => object): UserProfileResponse {
  const user = demoUser();
  return {
    ...user,
    clubs: user.clubs.map((club) => ({
      ...club,
      profiles: Object.fromEntries(Object.entries(club.profiles).map(([hash, profile]) => [hash, { ...profile, ...change(profile) }])),
    })),
  };
}
const show = (user: UserProfileResponse) =>
  renderWithTheme(
    <MemoryRouter>
      <ProfileSelector user={user} onChoose={() => undefined} />
    </MemoryRouter>,
  );

describe('profile selector without any profile that gives access (spec 8)', () => {
  it('says so, with a way to sign out, when every profile waits for its club', () => {
    show(withProfiles(() => ({ preEnrollment: true, can: [] })));
    expect(screen.getByTestId('no-profile-with-access')).toHaveTextContent(TEXT);
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/logout');
  });

  it('says so when the only profiles are managers without panel access', () => {
    // Such a profile is granted nothing by the API (its `can` is empty).
    show(withProfiles((p) => (p.role === 'manager' ? { panelAccess: false, can: [] } : { preEnrollment: true, can: [] })));
    expect(screen.getByTestId('no-profile-with-access')).toHaveTextContent(TEXT);
  });

  it('says nothing of the kind while one profile gives access', () => {
    show(demoUser());
    expect(screen.queryByTestId('no-profile-with-access')).toBeNull();
  });
});
