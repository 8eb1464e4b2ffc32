import { FIELD_ERRORS } from '@tribuna/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { demoClub } from '../../../test/onboarding-fixtures';
import { loadOnboardingTexts, renderPage, stubApi } from '../../../test/render-page';
import { RegisterClubForm } from './register-club-form';

// What POST /api/clubs answers: the new club's public fields.
const created = { ...demoClub, hash: 'newclub12345', name: 'Club Ñandú', shortname: 'club-nandu', image: null };

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Club name/), 'Club Ñandú');
  await user.type(screen.getByLabelText(/^City/), 'Cáceres');
  await user.type(screen.getByLabelText(/^Region/), 'Extremadura');
  await user.type(screen.getByLabelText(/^Country/), 'Spain');
}

describe('register a new club', () => {
  beforeAll(loadOnboardingTexts);
  beforeEach(() => {
    storeSession();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('suggests the short name from the name as it is typed, until the person writes their own', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterClubForm onRegistered={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Club name/), 'Club Ñandú');
    const shortname = screen.getByLabelText(/^Short name/);
    expect(shortname).toHaveValue('club-nandu');
    expect(screen.getByText(/\/p\/club-nandu/)).toBeInTheDocument();
    await user.clear(shortname);
    await user.type(shortname, 'Nandu');
    await user.type(screen.getByLabelText(/^Club name/), ' Sala');
    expect(shortname).toHaveValue('nandu');
  });

  it('says which fields are missing or wrong and sends nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(<RegisterClubForm onRegistered={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Club name/), 'X');
    await user.clear(screen.getByLabelText(/^Short name/));
    await user.type(screen.getByLabelText(/^Short name/), 'bad name');
    await user.click(screen.getByRole('button', { name: 'Register club' }));
    expect(screen.getByTestId('register-club-error')).toHaveTextContent('Please check the fields marked below.');
    expect(screen.getByLabelText(/^Club name/)).toHaveAccessibleDescription(/too short/i);
    expect(screen.getByLabelText(/^Short name/)).toHaveAccessibleDescription(/Use lowercase letters, digits and dashes/);
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s shortnameTaken beside the short-name field', async () => {
    stubApi({
      'POST /api/clubs': jsonResponse(422, {
        code: 422,
        errorCode: 'VALIDATION_FAILED',
        message: 'Please fill required fields',
        detail: 'Please fill required fields',
        invalidParamsList: { invalidParams: [{ field: 'shortname', errors: [FIELD_ERRORS.shortnameTaken], codes: ['shortnameTaken'] }] },
      }),
    });
    const user = userEvent.setup();
    renderPage(<RegisterClubForm onRegistered={vi.fn()} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register club' }));
    await waitFor(() => expect(screen.getByLabelText(/^Short name/)).toHaveAccessibleDescription(/This short name is already in use/));
  });

  it('also puts a 409 "short name in use" beside the field', async () => {
    stubApi({
      'POST /api/clubs': jsonResponse(409, {
        code: 409,
        errorCode: 'CONFLICT',
        message: FIELD_ERRORS.shortnameTaken,
        reason: 'shortnameTaken',
      }),
    });
    const user = userEvent.setup();
    renderPage(<RegisterClubForm onRegistered={vi.fn()} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register club' }));
    await waitFor(() => expect(screen.getByLabelText(/^Short name/)).toHaveAccessibleDescription(/already in use/));
  });

  it('refuses a logo that is not an image or is over 2 MB, and previews a good one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<RegisterClubForm onRegistered={vi.fn()} />);
    const input = screen.getByTestId('club-logo-input');
    await user.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('The logo must be a PNG, JPEG or WebP image')).toBeInTheDocument();
    const button = screen.getByTestId('club-logo-button');
    expect(button).toHaveAccessibleName(/^Logo/);
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(/must be a PNG, JPEG or WebP image/);
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByText('The logo must be 2 MB or smaller')).toBeInTheDocument();
    expect(screen.queryByTestId('club-logo-preview')).toBeNull();
    await user.upload(input, new File(['png'], 'crest.png', { type: 'image/png' }));
    expect(screen.getByTestId('club-logo-preview')).toHaveAttribute('src', 'blob:logo');
    expect(screen.queryByText(/The logo must/)).toBeNull();
  });

  it('creates the club, uploads the logo as multipart, then hands over the new club', async () => {
    const api = stubApi({
      'POST /api/clubs': jsonResponse(201, created),
      [`POST /api/clubs/${created.hash}/logo`]: jsonResponse(200, { ...created, image: `/api/clubs/${created.hash}/logo?v=1` }),
    });
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderPage(<RegisterClubForm onRegistered={onRegistered} />);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText(/^Club language/), 'ca-ES');
    await user.upload(screen.getByTestId('club-logo-input'), new File(['png'], 'crest.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Register club' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(created, true));
    expect(api.callsTo('POST', '/api/clubs')[0]?.body).toEqual({
      name: 'Club Ñandú',
      shortname: 'club-nandu',
      city: 'Cáceres',
      regionName: 'Extremadura',
      countryName: 'Spain',
      locale: 'ca-ES',
    });
    const upload = api.callsTo('POST', `/api/clubs/${created.hash}/logo`)[0];
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toHaveProperty('name', 'crest.png');
    expect(new Headers(upload?.init?.headers).get('Authorization')).toBe('Bearer header.payload.signature');
    expect(new Headers(upload?.init?.headers).has('Content-Type')).toBe(false);
  });

  it('still hands over the club when only the logo upload fails', async () => {
    stubApi({
      'POST /api/clubs': jsonResponse(201, created),
      [`POST /api/clubs/${created.hash}/logo`]: jsonResponse(415, { code: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'no' }),
    });
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    renderPage(<RegisterClubForm onRegistered={onRegistered} />);
    await fillValid(user);
    await user.upload(screen.getByTestId('club-logo-input'), new File(['png'], 'crest.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Register club' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(created, false));
  });
});
