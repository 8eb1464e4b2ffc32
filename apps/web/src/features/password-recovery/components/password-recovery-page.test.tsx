import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession, getSession } from '../../../lib/session/session-store';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { PasswordRecoveryPage } from './password-recovery-page';

const INVALID_CODE =
  'Invalid code: The code entered is not correct. Make sure it matches the one we sent you, that it has not expired, or try another method.';

function renderRecovery(onRecovered = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PasswordRecoveryPage onRecovered={onRecovered} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onRecovered;
}

function body(call: number, fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;
}

describe('password recovery', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let user: ReturnType<typeof userEvent.setup>;
  beforeAll(async () => {
    await i18next.loadNamespaces(['account', 'forms']);
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    user = userEvent.setup();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    dropSession();
  });

  async function requestCode(method: 'Email' | 'SMS' | 'WhatsApp' = 'Email', retryAfter = 60) {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { requested: true, retryAfter }));
    await user.type(screen.getByLabelText(/^Username or email/), ' Member@Demo.test ');
    await user.click(screen.getByRole('radio', { name: method }));
    if (method === 'WhatsApp') await user.click(screen.getByRole('checkbox', { name: /WhatsApp/ }));
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByTestId('recovery-code-form');
  }

  it('needs consent for WhatsApp before asking the API', async () => {
    renderRecovery();
    await user.type(screen.getByLabelText(/^Username or email/), 'member@demo.test');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(screen.getByTestId('field-error-whatsappConsent')).toHaveTextContent('WhatsApp needs your consent');
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { requested: true, retryAfter: 60 }));
    await user.click(screen.getByRole('checkbox', { name: /WhatsApp/ }));
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByTestId('recovery-code-form');
    expect(body(0, fetchMock)).toEqual({ username: 'member@demo.test', method: 'whatsapp', whatsappConsent: true });
  });

  it('shows the one-minute notice and a countdown that enables the retry at 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderRecovery();
    await requestCode('SMS');
    expect(body(0, fetchMock)).toEqual({ username: 'member@demo.test', method: 'sms' });
    expect(screen.getByTestId('recovery-delay-notice')).toHaveTextContent('The code may take up to one minute to arrive.');
    expect(screen.getByTestId('recovery-retry')).toBeDisabled();
    expect(screen.getByTestId('recovery-other-method')).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(Number(screen.getByTestId('recovery-countdown').dataset.remaining)).toBeLessThanOrEqual(30);
    expect(screen.getByTestId('recovery-countdown')).toHaveTextContent(/You can ask for a new code in \d+ seconds?\./);
    expect(screen.getByTestId('recovery-retry')).toBeDisabled();
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByTestId('recovery-countdown')).toHaveAttribute('data-remaining', '0');
    expect(screen.getByTestId('recovery-retry')).toBeEnabled();

    // Retrying asks again with the same method and restarts the countdown.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { requested: true, retryAfter: 60 }));
    await user.click(screen.getByTestId('recovery-retry'));
    expect(await screen.findByTestId('recovery-resent')).toHaveTextContent('We have sent a new code.');
    expect(body(1, fetchMock)).toEqual({ username: 'member@demo.test', method: 'sms' });
    await waitFor(() => expect(screen.getByTestId('recovery-retry')).toBeDisabled());

    // Or, once allowed, choose another method with the username kept.
    act(() => vi.advanceTimersByTime(61_000));
    await user.click(screen.getByTestId('recovery-other-method'));
    expect(screen.getByLabelText(/^Username or email/)).toHaveValue('member@demo.test');
  });

  it('shows the exact invalid-code text, then sets the new password and stores the session', async () => {
    const onRecovered = renderRecovery();
    await requestCode();
    await user.type(screen.getByLabelText(/^6-digit code/), '12');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(screen.getByTestId('field-error-code')).toHaveTextContent('The code has 6 digits');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 400, errorCode: 'INVALID_CODE', message: INVALID_CODE, detail: INVALID_CODE }),
    );
    await user.type(screen.getByLabelText(/^6-digit code/), '3456');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByTestId('recovery-error')).toHaveTextContent(INVALID_CODE);
    expect(body(1, fetchMock)).toEqual({ username: 'member@demo.test', code: '123456' });

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 'jwt-validate', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }));
    await user.clear(screen.getByLabelText(/^6-digit code/));
    await user.type(screen.getByLabelText(/^6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    await screen.findByTestId('recovery-password-form');
    expect(getSession()).toBeNull();

    await user.type(screen.getByLabelText(/^New password/), 'weak');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(screen.getByTestId('field-error-newPassword')).toHaveTextContent('The password must be at least 8 characters long');
    expect(screen.getByTestId('password-rule-upper')).toHaveAttribute('data-met', 'false');
    expect(screen.getByTestId('field-error-confirmNewPassword')).toHaveTextContent('The passwords do not match');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 'jwt-new', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }));
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.type(screen.getByLabelText(/^New password/), 'Brand-new1');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Brand-new1');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    await waitFor(() => expect(onRecovered).toHaveBeenCalledOnce());
    expect(body(3, fetchMock)).toEqual({
      username: 'member@demo.test',
      code: '654321',
      newPassword: 'Brand-new1',
      confirmNewPassword: 'Brand-new1',
    });
    expect(getSession()).toMatchObject({ token: 'jwt-new', userIdentifier: 'member@demo.test' });
    // Public calls only: no bearer token, so no 401 → logout on this page (spec 7).
    for (const [, init] of fetchMock.mock.calls) expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('shows "Recovery code not found" and the missing-data error from the API', async () => {
    renderRecovery();
    await requestCode();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { code: 404, errorCode: 'RECOVERY_CODE_NOT_FOUND', message: 'Recovery code not found' }),
    );
    await user.type(screen.getByLabelText(/^6-digit code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByTestId('recovery-error')).toHaveTextContent('Recovery code not found');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { token: 't', token_ttl: 900, refresh_token_expiration: 2_000_000_000 }));
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    await screen.findByTestId('recovery-password-form');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 400,
        errorCode: 'RECOVERY_DATA_MISSING',
        message: "Something happened and some data is missing, we couldn't set your new password",
      }),
    );
    await user.type(screen.getByLabelText(/^New password/), 'Brand-new1');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Brand-new1');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByTestId('recovery-error')).toHaveTextContent(
      "Something happened and some data is missing, we couldn't set your new password",
    );
    expect(getSession()).toBeNull();
  });

  it('shows a rate limit with its waiting time', async () => {
    renderRecovery();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, {
        code: 429,
        errorCode: 'RATE_LIMITED',
        message: 'Too many requests, try again later.',
        detail: 'Retry in 42 seconds.',
      }),
    );
    await user.type(screen.getByLabelText(/^Username or email/), 'member@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByTestId('recovery-error')).toHaveTextContent('Too many requests, try again later. Try again in 42 seconds.');
    expect(screen.getByTestId('recovery-request-form')).toBeInTheDocument();
  });
});
