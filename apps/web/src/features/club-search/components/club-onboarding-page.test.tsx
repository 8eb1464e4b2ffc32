import { ERROR_MESSAGES, FIELD_ERRORS } from '@tribuna/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropSession } from '../../../lib/session/session-store';
import { demoUser, jsonResponse, storeSession, USER_ID } from '../../../test/fixtures';
import { demoClub } from '../../../test/onboarding-fixtures';
import { loadOnboardingTexts, renderPage, stubApi } from '../../../test/render-page';
import { ClubOnboardingPage } from './club-onboarding-page';

const club = { ...demoClub, hash: 'clubCCCCCCCC', name: 'Club Nou' };
const preview = { club, role: 'member', expiresAt: '2099-06-30T21:59:59.000Z' };
const url = '/clubs/onboarding?invitation=tok-123';
const page = () => renderPage(<ClubOnboardingPage />, { path: '/clubs/onboarding', url });

function validationError(invalidParams: { field: string; errors: string[]; codes: string[] }[]) {
  const text = ERROR_MESSAGES.validationFailed;
  return jsonResponse(400, {
    code: 400,
    errorCode: 'VALIDATION_FAILED',
    message: text,
    detail: text,
    invalidParamsList: { invalidParams },
  });
}

describe('club onboarding by invitation link', () => {
  beforeAll(loadOnboardingTexts);
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it('explains a missing link', () => {
    stubApi({});
    renderPage(<ClubOnboardingPage />, { path: '/clubs/onboarding', url: '/clubs/onboarding' });
    expect(screen.getByTestId('invitation-invalid')).toHaveTextContent('This invitation link is not valid or has expired');
  });

  it('explains an invalid or expired link', async () => {
    stubApi({
      'GET /api/invitations/tok-123': jsonResponse(404, {
        code: 404,
        errorCode: 'INVITATION_INVALID',
        message: ERROR_MESSAGES.invitationInvalid,
      }),
    });
    page();
    expect(await screen.findByTestId('invitation-invalid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for clubs' })).toHaveAttribute('href', '/clubs/search');
  });

  it('shows the club and role, and asks a visitor to log in or sign up keeping the invitation', async () => {
    const api = stubApi({ 'GET /api/invitations/tok-123': jsonResponse(200, preview) });
    page();
    expect(await screen.findByTestId('invitation-club')).toHaveTextContent('Club Nou');
    expect(screen.getByTestId('invitation-role')).toHaveTextContent('You are invited to join as: Member');
    const from = encodeURIComponent(url);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/auth/login?from=${from}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/auth/signup/user-signup?from=${from}`);
    expect(new Headers(api.calls[0]?.init?.headers).has('Authorization')).toBe(false);
  });

  it('pre-fills the form, checks the NIF/NIE, joins, reloads the profile and opens the new dashboard', async () => {
    storeSession();
    const joined = demoUser({ clubs: [...demoUser().clubs] });
    const api = stubApi({
      'GET /api/invitations/tok-123': jsonResponse(200, preview),
      'GET /api/profile': [jsonResponse(200, demoUser()), jsonResponse(200, joined)],
      'POST /api/profiles/member': jsonResponse(201, {
        hash: 'newprofile01',
        role: 'member',
        type: 0,
        preEnrollment: false,
        club: { hash: club.hash, name: club.name },
      }),
    });
    const user = userEvent.setup();
    page();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Marta');
    expect(screen.getByLabelText(/^Surname/)).toHaveValue('García');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('manager@demo.test');
    await user.type(screen.getByLabelText(/^Identification/), '12345678A');
    await user.click(screen.getByRole('button', { name: 'Join as Member' }));
    expect(screen.getByLabelText(/^Identification/)).toHaveAccessibleDescription(new RegExp(FIELD_ERRORS.identification));
    expect(api.callsTo('POST', '/api/profiles/member')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Identification/));
    await user.type(screen.getByLabelText(/^Identification/), 'x1234567l');
    await user.click(screen.getByRole('button', { name: 'Join as Member' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(`/dashboard/member/${USER_ID}/${club.hash}/overview`);
    expect(api.callsTo('POST', '/api/profiles/member')[0]?.body).toEqual({
      user: { username: 'manager@demo.test' },
      name: 'Marta',
      surname: 'García',
      email: 'manager@demo.test',
      dni: 'X1234567L',
      club: club.hash,
      invitation: 'tok-123',
    });
    expect(api.callsTo('GET', '/api/profile')).toHaveLength(2);
  });

  it('shows "User already has a profile of this type" from the API', async () => {
    storeSession();
    stubApi({
      'GET /api/invitations/tok-123': jsonResponse(200, preview),
      'GET /api/profile': jsonResponse(200, demoUser()),
      'POST /api/profiles/member': jsonResponse(409, { code: 409, errorCode: 'PROFILE_EXISTS', message: ERROR_MESSAGES.profileExists }),
    });
    const user = userEvent.setup();
    page();
    await user.type(await screen.findByLabelText(/^Identification/), '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Join as Member' }));
    expect(await screen.findByTestId('onboarding-error')).toHaveTextContent('User already has a profile of this type');
  });

  it('puts each invalidParams message beside its field', async () => {
    storeSession();
    stubApi({
      'GET /api/invitations/tok-123': jsonResponse(200, preview),
      'GET /api/profile': jsonResponse(200, demoUser()),
      'POST /api/profiles/member': validationError([
        { field: 'email', errors: [FIELD_ERRORS.email], codes: ['email'] },
        { field: 'dni', errors: [FIELD_ERRORS.identification], codes: ['identification'] },
      ]),
    });
    const user = userEvent.setup();
    page();
    await user.type(await screen.findByLabelText(/^Identification/), '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Join as Member' }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This value is not a valid email address.'));
    expect(screen.getByLabelText(/^Identification/)).toHaveAccessibleDescription(/not a valid Spanish NIF or NIE/);
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('onboarding-error')).toHaveTextContent('Please check the fields marked below.');
  });

  it('says so at once when the person already has a profile of that type in the club', async () => {
    storeSession();
    stubApi({
      'GET /api/invitations/tok-123': jsonResponse(200, { ...preview, club: { ...demoClub, hash: 'clubBBBBBBBB', name: 'CA Exemple' } }),
      'GET /api/profile': jsonResponse(200, demoUser()),
    });
    page();
    expect(await screen.findByTestId('onboarding-profile-exists')).toHaveTextContent('User already has a profile of this type');
    expect(screen.queryByTestId('onboarding-form')).toBeNull();
  });
});
