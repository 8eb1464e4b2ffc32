import { ERROR_MESSAGES } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropSession } from '../../../lib/session/session-store';
import { demoUser, jsonResponse, storeSession } from '../../../test/fixtures';
import { accessRequest, demoClub } from '../../../test/onboarding-fixtures';
import { hydra, loadOnboardingTexts, renderPage, stubApi } from '../../../test/render-page';
import { ClubEnrollmentPage } from './club-enrollment-page';

const path = '/auth/signup/club-enrollment-info';
const otherClub = { ...demoClub, hash: 'clubDDDDDDDD', name: 'Club Remo' };

describe('club enrollment', () => {
  beforeAll(loadOnboardingTexts);
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it('asks a visitor to log in (coming back here) or to sign up', () => {
    stubApi({});
    renderPage(<ClubEnrollmentPage />, { path });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/auth/login?from=${encodeURIComponent(path)}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByTestId('register-club-form')).toBeNull();
  });

  it('sends a manager access request with a message and shows it as pending', async () => {
    storeSession();
    const sent = accessRequest({ club: { hash: otherClub.hash, name: otherClub.name }, message: 'Treasurer' });
    const api = stubApi({
      'GET /api/profile': jsonResponse(200, demoUser()),
      'GET /api/users/me/admin-access-requests': [jsonResponse(200, hydra([])), jsonResponse(200, hydra([sent]))],
      'GET /api/clubs/search': jsonResponse(200, hydra([otherClub])),
      [`POST /api/clubs/${otherClub.hash}/request-admin-access`]: jsonResponse(201, sent),
    });
    const user = userEvent.setup();
    renderPage(<ClubEnrollmentPage />, { path, url: `${path}?mode=request` });
    await user.type(await screen.findByLabelText('Search the club you want to manage'), 'remo');
    await user.click(await screen.findByRole('button', { name: 'Request manager access to Club Remo' }));
    await user.type(screen.getByLabelText(/Message for the managers/), 'Treasurer');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('access-request-sent')).toHaveTextContent('Your request to Club Remo has been sent');
    expect(api.callsTo('POST', `/api/clubs/${otherClub.hash}/request-admin-access`)[0]?.body).toEqual({ message: 'Treasurer' });
    const mine = await screen.findByTestId('my-access-request');
    expect(mine).toHaveAttribute('data-status', 'pending');
    expect(mine).toHaveTextContent('Pending approval');
  });

  it('says when a request for that club is already pending', async () => {
    storeSession();
    stubApi({
      'GET /api/profile': jsonResponse(200, demoUser()),
      'GET /api/users/me/admin-access-requests': jsonResponse(200, hydra([])),
      'GET /api/clubs/search': jsonResponse(200, hydra([otherClub])),
      [`POST /api/clubs/${otherClub.hash}/request-admin-access`]: jsonResponse(409, {
        code: 409,
        errorCode: 'ACCESS_REQUEST_EXISTS',
        message: ERROR_MESSAGES.accessRequestExists,
      }),
    });
    const user = userEvent.setup();
    renderPage(<ClubEnrollmentPage />, { path, url: `${path}?mode=request` });
    await user.type(await screen.findByLabelText('Search the club you want to manage'), 'remo');
    await user.click(await screen.findByTestId('request-access-choose'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByTestId('access-request-error')).toHaveTextContent('You already have a pending request for this club');
  });

  it('coming back after approval, opens the control panel with a fresh profile', async () => {
    storeSession();
    const approved = accessRequest({
      status: 'approved',
      club: { hash: otherClub.hash, name: otherClub.name },
      decidedAt: '2025-01-11T10:00:00.000Z',
    });
    const api = stubApi({
      'GET /api/profile': jsonResponse(200, demoUser()),
      'GET /api/users/me/admin-access-requests': jsonResponse(200, hydra([approved])),
    });
    const user = userEvent.setup();
    renderPage(<ClubEnrollmentPage />, { path, url: `${path}?mode=request` });
    const mine = await screen.findByTestId('my-access-request');
    expect(within(mine).getByText('Approved')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Open the control panel' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(`/dashboard/manager/${otherClub.hash}/overview`);
    await waitFor(() => expect(api.callsTo('GET', '/api/profile').length).toBeGreaterThanOrEqual(2));
  });

  it('switches between the two paths', async () => {
    storeSession();
    stubApi({ 'GET /api/profile': jsonResponse(200, demoUser()), 'GET /api/users/me/admin-access-requests': jsonResponse(200, hydra([])) });
    const user = userEvent.setup();
    renderPage(<ClubEnrollmentPage />, { path });
    expect(await screen.findByTestId('register-club-form')).toBeInTheDocument();
    await user.click(screen.getByText('Request manager access'));
    expect(await screen.findByLabelText('Search the club you want to manage')).toBeInTheDocument();
    expect(screen.queryByTestId('register-club-form')).toBeNull();
  });
});
