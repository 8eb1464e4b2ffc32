import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
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
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ hash: demoUser().clubs[0]?.hash }), expect.objectContaining({ role: 'manager' }));
    expect(screen.queryByTestId('admin-entry')).not.toBeInTheDocument();
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
