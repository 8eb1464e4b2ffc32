import { ERROR_MESSAGES } from '@tribuna/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { dropSession, getSession } from '../../lib/session/session-store';
import { demoUser, jsonResponse, storeSession } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-page';
import { ComposedAccountClaimPage } from './account-claim.route';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const url = '/auth/claim-account?token=tok-123';
const claimPath = '/api/account-claims/tok-123';
const page = (at = url) => renderPage(<ComposedAccountClaimPage />, { path: '/auth/claim-account', url: at });
const preview = (accountExists: boolean) => ({
  club: { name: 'CD Demo', image: null },
  name: 'Leo',
  email: 'leo@example.test',
  accountExists,
  expiresAt: '2099-06-30T21:59:59.000Z',
});
const claimed = (accountCreated: boolean) => ({
  accountCreated,
  username: 'leo@example.test',
  club: { hash: 'clubAAAAAAAA', name: 'CD Demo' },
  role: 'player',
});
const authorizationOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

describe('claiming a record through the hand-over link', () => {
  beforeAll(() => i18next.loadNamespaces(['account', 'forms']));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notify).mockClear();
    dropSession();
  });

  it('explains a missing, invalid, expired or used link', async () => {
    stubApi({});
    const missing = page('/auth/claim-account');
    expect(screen.getByTestId('claim-invalid')).toHaveTextContent('This link is not valid, has expired or was already used');
    missing.unmount();
    stubApi({
      [`GET ${claimPath}`]: jsonResponse(404, {
        code: 404,
        errorCode: 'ACCOUNT_CLAIM_INVALID',
        message: ERROR_MESSAGES.accountClaimInvalid,
      }),
    });
    page();
    expect(await screen.findByTestId('claim-invalid')).toHaveTextContent('Ask your club to send a new one.');
  });

  it('creates the account with a password, signs in as it and opens the profile selector', async () => {
    storeSession({ userIdentifier: 'someone.else@demo.test' });
    const api = stubApi({
      [`GET ${claimPath}`]: jsonResponse(200, preview(false)),
      [`POST ${claimPath}`]: jsonResponse(200, claimed(true)),
      'POST /api/authentication_token': jsonResponse(200, {
        token: 'new.account.token',
        token_ttl: 900,
        refresh_token_expiration: 4_102_444_800,
      }),
      'GET /api/profile': jsonResponse(200, demoUser({ username: 'leo@example.test', email: 'leo@example.test' })),
    });
    const user = userEvent.setup();
    page();
    expect(await screen.findByTestId('claim-intro')).toHaveTextContent('CD Demo keeps the record of Leo and invites you');
    expect(screen.getByText('Choose a password to create your account leo@example.test.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(api.callsTo('POST', claimPath)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Password/), 'Claim123!');
    await user.type(screen.getByLabelText(/^Repeat/), 'Claim123!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/profile-selector');
    const [call] = api.callsTo('POST', claimPath);
    expect(call?.body).toEqual({ password: 'Claim123!', confirmPassword: 'Claim123!', privacyPolicyAccepted: true });
    // The new account's claim never carries the token of whoever was signed in before.
    expect(authorizationOf(call?.init)).toBeNull();
    expect(api.callsTo('POST', '/api/authentication_token')[0]?.body).toEqual({ username: 'leo@example.test', password: 'Claim123!' });
    expect(getSession()).toMatchObject({ token: 'new.account.token', userIdentifier: 'leo@example.test' });
    expect(notify).toHaveBeenCalledWith('success', 'The record of Leo at CD Demo is now in your account');
  });

  it('asks a visitor to sign in as the invited address and come back', async () => {
    stubApi({ [`GET ${claimPath}`]: jsonResponse(200, preview(true)) });
    page();
    const link = await screen.findByRole('link', { name: 'Sign in as leo@example.test' });
    expect(link).toHaveAttribute('href', `/auth/login?from=${encodeURIComponent(url)}`);
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
  });

  it('asks someone signed in as another account to switch', async () => {
    storeSession({ userIdentifier: 'manager@demo.test' });
    stubApi({ [`GET ${claimPath}`]: jsonResponse(200, preview(true)) });
    page();
    expect(await screen.findByTestId('claim-switch-account')).toHaveTextContent(
      'You are signed in as manager@demo.test, but this link is for leo@example.test.',
    );
    expect(screen.getByRole('link', { name: 'Sign out and sign in as leo@example.test' })).toHaveAttribute(
      'href',
      `/auth/logout?from=${encodeURIComponent(url)}`,
    );
  });

  it('adds the record to the signed-in invited account with its own token', async () => {
    storeSession({ userIdentifier: 'leo@example.test', token: 'leo.session.token' });
    const api = stubApi({
      [`GET ${claimPath}`]: jsonResponse(200, preview(true)),
      [`POST ${claimPath}`]: [
        jsonResponse(403, { code: 403, errorCode: 'ACCOUNT_CLAIM_WRONG_ACCOUNT', message: ERROR_MESSAGES.accountClaimWrongAccount }),
        jsonResponse(200, claimed(false)),
      ],
      'GET /api/profile': jsonResponse(200, demoUser()),
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Add the record to my account' }));
    expect(await screen.findByTestId('claim-error')).toHaveTextContent('Sign in with the email address this link was sent to');
    await user.click(screen.getByRole('button', { name: 'Add the record to my account' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/dashboard/profile-selector');
    const [first] = api.callsTo('POST', claimPath);
    expect(first?.body).toEqual({});
    expect(authorizationOf(first?.init)).toBe('Bearer leo.session.token');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The record of Leo at CD Demo is now in your account'));
  });
});
