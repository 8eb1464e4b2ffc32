import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../../../lib/query-provider';
import { dropSession } from '../../../lib/session/session-store';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { ChangePasswordModal } from './change-password-modal';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
const { notify } = await import('../../../lib/notify');

function renderModal(onClose = vi.fn()) {
  renderWithTheme(
    <QueryProvider>
      <Suspense fallback={null}>
        <ChangePasswordModal opened onClose={onClose} />
      </Suspense>
    </QueryProvider>,
  );
  return onClose;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('change password modal (spec 5, 7)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.loadNamespaces(['session', 'forms']);
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storeSession({ token: 'tok' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    vi.mocked(notify).mockReset();
    dropSession();
  });

  it('shows the password rules live and the mismatch', async () => {
    renderModal();
    await screen.findByTestId('change-password-modal');
    await userEvent.type(input('newPassword'), 'abcD1');
    expect(screen.getByTestId('password-rule-lower')).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('password-rule-symbol')).toHaveAttribute('data-met', 'false');
    expect(screen.getByTestId('password-rule-length')).toHaveAttribute('data-met', 'false');
    await userEvent.type(input('confirmNewPassword'), 'abcD2');
    expect(screen.getByTestId('field-error-confirmNewPassword')).toHaveTextContent('The passwords do not match');
  });

  it('checks every field before sending anything', async () => {
    renderModal();
    await userEvent.click(await screen.findByTestId('change-password-submit'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('field-error-currentPassword')).toBeInTheDocument();
    expect(screen.getByTestId('field-error-newPassword')).toHaveTextContent('The password must be at least 8 characters long');
  });

  it('says "Password is wrong" beside the current password, with the longer text', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 400,
        errorCode: 'PASSWORD_WRONG',
        message: 'Password is wrong',
        detail: "The password you set as current password doesn't match with the one we have registered",
        invalidParamsList: { invalidParams: [{ field: 'currentPassword', errors: ['Password is wrong'], codes: ['passwordWrong'] }] },
      }),
    );
    renderModal();
    await userEvent.type(await screen.findByLabelText(/Current password/), 'Wrong1234!');
    await userEvent.type(input('newPassword'), 'Newpass1!');
    await userEvent.type(input('confirmNewPassword'), 'Newpass1!');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('field-error-currentPassword')).toHaveTextContent('Password is wrong');
    expect(screen.getByTestId('change-password-wrong')).toHaveTextContent(
      "The password you set as current password doesn't match with the one we have registered",
    );
  });

  it('sends PATCH /api/users/change-password and closes with a success alert', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { changed: true }));
    const onClose = renderModal();
    await userEvent.type(await screen.findByLabelText(/Current password/), 'Demo1234!');
    await userEvent.type(input('newPassword'), 'Newpass1!');
    await userEvent.type(input('confirmNewPassword'), 'Newpass1!');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/change-password');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'Newpass1!',
      confirmNewPassword: 'Newpass1!',
    });
    expect(notify).toHaveBeenCalledWith('success', 'Your password has been changed');
  });
});
