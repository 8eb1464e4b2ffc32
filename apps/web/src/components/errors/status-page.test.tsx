import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { StatusPage } from './status-page';

function renderStatus(code: number) {
  renderWithTheme(
    <MemoryRouter>
      <StatusPage code={code} />
    </MemoryRouter>,
  );
}

describe('status pages (spec 2, 8)', () => {
  it('401 offers Log In and Go homepage', () => {
    renderStatus(401);
    expect(screen.getByRole('heading', { level: 1, name: 'Ooops!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /401/ })).toBeInTheDocument();
    expect(screen.getByText(/Log in or sign up/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Go homepage' })).toHaveAttribute('href', '/dashboard/profile-selector');
  });

  it('404 asks to check the URL and only offers Go homepage', () => {
    renderStatus(404);
    expect(screen.getByRole('heading', { level: 2, name: /404/ })).toBeInTheDocument();
    expect(screen.getByText(/Check that the URL is correct/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go homepage' })).toBeInTheDocument();
  });

  it('an unknown code shows the generic text with its code', () => {
    renderStatus(418);
    expect(screen.getByRole('heading', { level: 2, name: 'Error 418' })).toBeInTheDocument();
    expect(
      screen.getByText('Something wrong happened. Try refreshing or use the following button to return homepage.'),
    ).toBeInTheDocument();
  });

  it('has the four legal links in its footer', () => {
    renderStatus(500);
    const hrefs = ['Legal notice', 'Privacy policy', 'Cookies', 'General conditions'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs.every((href) => href?.startsWith('/es/politica-privacidad/'))).toBe(true);
  });
});
