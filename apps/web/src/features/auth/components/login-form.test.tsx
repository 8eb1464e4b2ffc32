import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, getSession } from '../../../lib/session/session-store';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { LoginForm } from './login-form';

describe('login form (Access)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    dropSession();
  });

  it('sends the username trimmed and lowercased and stores the session', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 'jwt', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }));
    const onLoggedIn = vi.fn();
    renderWithTheme(<LoginForm expiredToken={false} onLoggedIn={onLoggedIn} />);
    await userEvent.type(screen.getByLabelText(/Username or email/), '  Manager@Demo.TEST ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo1234!');
    await userEvent.click(screen.getByLabelText('Keep me logged in'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ username: 'manager@demo.test', password: 'Demo1234!' });
    expect(getSession()).toMatchObject({
      token: 'jwt',
      userIdentifier: 'manager@demo.test',
      keepLoggedIn: true,
      refreshTokenValidity: 2_000_000_000_000,
    });
  });

  it('says "Invalid credentials." on a 401', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, errorCode: 'INVALID_CREDENTIALS', message: 'Invalid credentials.' }));
    renderWithTheme(<LoginForm expiredToken={false} onLoggedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Username or email/), 'x@y.z');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    expect(getSession()).toBeNull();
  });

  it('explains an expired session', () => {
    renderWithTheme(<LoginForm expiredToken onLoggedIn={vi.fn()} />);
    expect(screen.getByTestId('session-expired')).toHaveTextContent('Your session has expired, please log in again');
  });
});
