import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { SignupLanding } from './signup-landing';

describe('signup landing', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['account', 'forms']);
  });

  it('offers the three ways to start', () => {
    renderWithTheme(
      <MemoryRouter>
        <SignupLanding />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Create my account' })).toHaveAttribute('href', '/auth/signup/user-signup');
    expect(screen.getByRole('link', { name: 'Register my club' })).toHaveAttribute('href', '/auth/signup/club-enrollment-info');
    expect(screen.getByRole('link', { name: 'Find my club' })).toHaveAttribute('href', '/clubs/search');
    expect(screen.getByTestId('signup-choice-join')).toHaveTextContent('you need a link from your club');
  });
});
