import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithTheme } from '../../../test/render';
import { ConfirmImpersonationDialog } from './confirm-impersonation-dialog';

const target = { name: 'Mario Member', club: 'CD Demo' };
const show = (error: Error | null) =>
  renderWithTheme(
    <ConfirmImpersonationDialog target={target} pending={false} error={error} onConfirm={() => undefined} onCancel={() => undefined} />,
  );

describe('the impersonation confirmation (spec 4, spec 8 texts)', () => {
  beforeAll(() => i18next.loadNamespaces(['session']));

  it('says the user was not found when the API knows no such person (404)', async () => {
    show(new ApiError(404, 404, 'NOT_FOUND', 'Not found'));
    expect(await screen.findByTestId('impersonation-error')).toHaveTextContent("We couldn't find the user you have specified");
  });

  it('keeps the general failure text for anything else', async () => {
    show(new ApiError(500, 500, 'INTERNAL', 'Boom'));
    const notice = await screen.findByTestId('impersonation-error');
    expect(notice).not.toHaveTextContent("We couldn't find the user");
    expect(notice.textContent).toBe(i18next.t('session:impersonation.startError'));
  });

  it('shows no error before a failure', () => {
    show(null);
    expect(screen.queryByTestId('impersonation-error')).toBeNull();
  });
});
