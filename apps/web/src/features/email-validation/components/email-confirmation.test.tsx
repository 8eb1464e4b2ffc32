import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { EmailConfirmation, type ConfirmationVariant } from './email-confirmation';

function renderConfirmation(hash: string | null, variant: ConfirmationVariant = 'validation') {
  const client = new QueryClient();
  renderWithTheme(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <EmailConfirmation hash={hash} variant={variant} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('email validation and user activation', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.loadNamespaces(['account', 'forms']);
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says the token was not provided when the link has no hash, without calling the API', () => {
    renderConfirmation(null);
    expect(screen.getByTestId('email-confirmation')).toHaveAttribute('data-state', 'error');
    expect(screen.getByTestId('confirmation-error')).toHaveTextContent('The email validation token was not provided');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes from validating to validated, confirming the hash once', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderConfirmation('abc123');
    expect(screen.getByTestId('email-confirmation')).toHaveAttribute('data-state', 'validating');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Validating your email');
    answer(jsonResponse(200, { validated: true, email: 'lucia@example.test' }));
    expect(await screen.findByTestId('confirmation-done')).toHaveTextContent('Your email address lucia@example.test is confirmed.');
    expect(screen.getByTestId('email-confirmation')).toHaveAttribute('data-state', 'validated');
    expect(screen.getByTestId('confirmation-continue')).toHaveAttribute('href', '/auth/login');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/confirm-email');
    expect(JSON.parse(String(init?.body))).toEqual({ hash: 'abc123' });
  });

  it('shows the validation error text when the API refuses the hash', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 400, errorCode: 'EMAIL_VALIDATION_FAILED', message: 'An error occurred while validating your email' }),
    );
    renderConfirmation('expired');
    expect(await screen.findByTestId('confirmation-error')).toHaveTextContent('An error occurred while validating your email');
  });

  it('presents activation as "activated", then lets enrollment continue', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { validated: true, email: 'lucia@example.test' }));
    renderConfirmation('abc123', 'activation');
    expect(await screen.findByRole('heading', { name: 'Account activated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register my club' })).toHaveAttribute('href', '/auth/signup/club-enrollment-info');
    expect(screen.getByRole('link', { name: 'Find my club' })).toHaveAttribute('href', '/clubs/search');
  });
});
