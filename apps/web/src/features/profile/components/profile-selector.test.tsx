import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { findAreaProfile } from '../lib/profile-entries';
import { ProfileSelector } from './profile-selector';

describe('profile selector', () => {
  it('lists profiles grouped by club with role badges, and reports the choice', async () => {
    const onChoose = vi.fn();
    renderWithTheme(
      <MemoryRouter>
        <ProfileSelector user={demoUser()} onChoose={onChoose} />
      </MemoryRouter>,
    );
    const clubs = screen.getAllByRole('region');
    expect(clubs.map((club) => within(club).getByRole('heading').textContent)).toEqual(['CD Demo', 'CA Exemple']);
    const manager = screen.getByRole('button', { name: 'Enter CD Demo as Manager' });
    expect(within(manager).getByText('Manager').closest('[data-colour]')).toHaveAttribute('data-colour', 'brand');
    expect(within(screen.getByTestId('profile-ca-exemple-member')).getByText('Member').closest('[data-colour]')).toHaveAttribute(
      'data-colour',
      'success',
    );
    await userEvent.click(manager);
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ hash: demoUser().clubs[0]?.hash }),
      expect.objectContaining({ role: 'manager' }),
    );
    expect(screen.queryByTestId('admin-entry')).not.toBeInTheDocument();
  });

  it('shows an account without profiles its ways forward instead of an error, and opens a pasted invitation link', async () => {
    const token = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
    function Where() {
      const location = useLocation();
      return <output data-testid="where">{location.pathname + location.search}</output>;
    }
    const user = demoUser({ name: '', lastname: '', username: 'new@example.test', clubs: [] });
    const router = createMemoryRouter(
      [
        { path: '/dashboard/profile-selector', element: <ProfileSelector user={user} onChoose={vi.fn()} /> },
        { path: '*', Component: Where },
      ],
      { initialEntries: ['/dashboard/profile-selector'] },
    );
    renderWithTheme(<RouterProvider router={router} />);
    const state = screen.getByTestId('no-profile-yet');
    expect(within(state).getByRole('heading', { name: 'You have no profile yet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Hello new@example.test, which profile do you want to use?')).toBeInTheDocument();
    expect(within(state).getByRole('link', { name: 'Search for clubs' })).toHaveAttribute('href', '/clubs/search');
    expect(within(state).getByRole('link', { name: 'Register a club' })).toHaveAttribute('href', '/auth/signup/club-enrollment-info');

    const input = within(state).getByLabelText('Invitation link');
    await userEvent.type(input, 'not a link');
    await userEvent.click(within(state).getByRole('button', { name: 'Open the link' }));
    expect(within(state).getByText(/does not look like an invitation link/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, `https://club.example/clubs/onboarding?invitation=${token}`);
    await userEvent.click(within(state).getByRole('button', { name: 'Open the link' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/clubs/onboarding?invitation=${token}`);
  });

  it('shows a pre-enrolment as pending approval, not as a way into the club', async () => {
    const onChoose = vi.fn();
    const base = demoUser();
    const exemple = base.clubs[1]!;
    const pending = { ...exemple.profiles.prof2!, hash: 'prof3', type: 3, role: 'player' as const, preEnrollment: true, can: [] };
    const user = demoUser({ clubs: [base.clubs[0]!, { ...exemple, roles: [], profiles: { prof3: pending } }] });
    renderWithTheme(
      <MemoryRouter>
        <ProfileSelector user={user} onChoose={onChoose} />
      </MemoryRouter>,
    );
    const entry = screen.getByTestId('profile-ca-exemple-player');
    expect(entry).toHaveAttribute('data-pending', 'true');
    expect(entry).toHaveTextContent('Pending approval');
    expect(entry).toHaveTextContent('The managers of CA Exemple have not accepted this profile yet.');
    expect(within(entry).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enter CA Exemple as Athlete' })).not.toBeInTheDocument();
    await userEvent.click(entry);
    expect(onChoose).not.toHaveBeenCalled();
    expect(findAreaProfile(user, exemple.hash, 'member')).toBeNull();
  });

  it('offers the administration entry to admins', () => {
    renderWithTheme(
      <MemoryRouter>
        <ProfileSelector user={demoUser({ admin: true, clubs: [] })} onChoose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Impersonate' })).toHaveAttribute('href', '/admin/impersonate');
  });
});
