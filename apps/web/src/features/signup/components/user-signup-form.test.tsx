import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, getSession } from '../../../lib/session/session-store';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { UserSignupForm } from './user-signup-form';
import { UserSignupPage } from './user-signup-page';

function renderPage(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const VALID = {
  name: 'Lucía',
  surname: 'Pérez Gil',
  identification: '12345678Z',
  email: 'Lucia@Example.test',
  phone: '+34 600 000 000',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
};

async function fill(values: Partial<typeof VALID>, acceptPrivacy = true) {
  const labels: Record<keyof typeof VALID, RegExp> = {
    name: /^Name/,
    surname: /^Surname/,
    identification: /^ID number/,
    email: /^Email/,
    phone: /^Phone/,
    password: /^Password/,
    confirmPassword: /^Repeat the password/,
  };
  for (const [key, value] of Object.entries(values) as [keyof typeof VALID, string][]) {
    if (value) await userEvent.type(screen.getByLabelText(labels[key]), value);
  }
  if (acceptPrivacy) await userEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

describe('user signup form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.loadNamespaces(['account', 'forms']);
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    dropSession();
  });

  it('rejects a NIF whose check letter is wrong, without calling the API', async () => {
    renderPage(<UserSignupForm onRegistered={vi.fn()} />);
    await fill({ ...VALID, identification: '12345678A' });
    await submit();
    expect(screen.getByTestId('field-error-identification')).toHaveTextContent('The identification is not a valid Spanish NIF or NIE');
    expect(screen.getByLabelText(/^ID number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^ID number/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts a NIE with the right check letter', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { token: 'jwt', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }));
    renderPage(<UserSignupForm onRegistered={vi.fn()} />);
    await fill({ ...VALID, identification: 'x1234567l' });
    await submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(screen.queryByTestId('field-error-identification')).toBeNull();
  });

  it("requires the person's data even though the API accepts an account without it", async () => {
    renderPage(<UserSignupForm onRegistered={vi.fn()} />);
    await fill({ email: VALID.email, password: VALID.password, confirmPassword: VALID.confirmPassword }, false);
    await submit();
    expect(screen.getByTestId('field-error-name')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('field-error-surname')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('field-error-identification')).toBeInTheDocument();
    expect(screen.getByTestId('field-error-phone')).toHaveTextContent('This value is not a valid phone number.');
    expect(screen.getByTestId('field-error-privacyPolicyAccepted')).toHaveTextContent('You must accept the privacy policy');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains the password rules and a mismatch, and requires the privacy policy', async () => {
    renderPage(<UserSignupForm onRegistered={vi.fn()} />);
    await fill({ ...VALID, password: 'secret', confirmPassword: 'other' }, false);
    expect(screen.getByTestId('password-rule-length')).toHaveAttribute('data-met', 'false');
    expect(screen.getByTestId('password-rule-lower')).toHaveAttribute('data-met', 'true');
    await submit();
    // One message beside the field; the live checklist shows every rule still missing.
    expect(screen.getByTestId('field-error-password')).toHaveTextContent('The password must be at least 8 characters long');
    for (const rule of ['length', 'upper', 'digit', 'symbol'])
      expect(screen.getByTestId(`password-rule-${rule}`)).toHaveAttribute('data-met', 'false');
    expect(screen.getByTestId('field-error-confirmPassword')).toHaveTextContent('The passwords do not match');
    expect(screen.getByTestId('field-error-privacyPolicyAccepted')).toHaveTextContent('You must accept the privacy policy');
    expect(screen.getByTestId('form-summary')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows server field errors beside their fields, translated', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'Please fill required fields',
        detail: 'email: …',
        invalidParamsList: {
          invalidParams: [
            { field: 'email', errors: ['This value is not a valid email address.'], codes: ['email'] },
            { field: 'phone', errors: ['This value is not a valid phone number.'], codes: ['phone'] },
          ],
        },
      }),
    );
    await i18next.changeLanguage('es');
    try {
      renderPage(<UserSignupForm onRegistered={vi.fn()} />);
      await userEvent.type(screen.getByLabelText(/^Nombre/), VALID.name);
      await userEvent.type(screen.getByLabelText(/^Apellidos/), VALID.surname);
      await userEvent.type(screen.getByLabelText(/^Documento/), VALID.identification);
      await userEvent.type(screen.getByLabelText(/^Correo/), VALID.email);
      await userEvent.type(screen.getByLabelText(/^Teléfono/), VALID.phone);
      await userEvent.type(screen.getByLabelText(/^Contraseña/), VALID.password);
      await userEvent.type(screen.getByLabelText(/^Repite/), VALID.password);
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
      expect(await screen.findByTestId('field-error-email')).toHaveTextContent(
        'Este valor no es una dirección de correo electrónico válida.',
      );
      expect(screen.getByTestId('field-error-phone')).toHaveTextContent('Este valor no es un número de teléfono válido.');
      // Editing a field clears its old error.
      await userEvent.type(screen.getByLabelText(/^Teléfono/), '1');
      expect(screen.queryByTestId('field-error-phone')).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows the generic registration error without enumerating accounts', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 400, errorCode: 'REGISTRATION_FAILED', message: 'An error occurred while registering' }),
    );
    renderPage(<UserSignupForm onRegistered={vi.fn()} />);
    await fill(VALID);
    await submit();
    expect(await screen.findByTestId('form-error')).toHaveTextContent('An error occurred while registering');
  });

  it('registers with the normalised body, stores the session like a login and asks to check the email', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { token: 'jwt', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }));
    renderPage(<UserSignupPage />);
    await fill({ ...VALID, identification: '12345678-z' });
    await submit();
    const step = await screen.findByTestId('check-email-step');
    expect(step).toHaveTextContent('lucia@example.test');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'lucia@example.test',
      name: 'Lucía',
      surname: 'Pérez Gil',
      identification: '12345678Z',
      email: 'lucia@example.test',
      phone: '+34 600 000 000',
      password: 'Secret12!',
      confirmPassword: 'Secret12!',
      privacyPolicyAccepted: true,
      locale: 'en',
    });
    expect(getSession()).toMatchObject({ token: 'jwt', userIdentifier: 'lucia@example.test', keepLoggedIn: false });

    // Re-sending the link uses the new session's bearer token.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { sent: true }));
    await userEvent.click(within(step).getByTestId('resend-email'));
    expect(await screen.findByTestId('resend-done')).toHaveTextContent('We have sent a new link to lucia@example.test.');
    const [resendUrl, resendInit] = fetchMock.mock.calls[1] ?? [];
    expect(resendUrl).toBe('/api/users/validate-email');
    expect((resendInit?.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    expect(screen.getByRole('link', { name: 'Register my club' })).toHaveAttribute('href', '/auth/signup/club-enrollment-info');
    expect(screen.getByRole('link', { name: 'Go to my profiles' })).toHaveAttribute('href', '/dashboard/profile-selector');
  });
});
