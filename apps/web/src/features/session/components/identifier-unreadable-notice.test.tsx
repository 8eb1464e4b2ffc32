import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { identifierUnreadable } from '../../../lib/session/pending-identifier';
import { renderWithTheme } from '../../../test/render';
import { SessionLayer } from './session-layer';

const renderAt = (path: string) =>
  renderWithTheme(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SessionLayer /> }], { initialEntries: [path] })} />);

describe('an identifier link without a token (spec 4, spec 8 text)', () => {
  it('says the identification token cannot be retrieved, until closed', async () => {
    window.history.replaceState(null, '', '/dashboard/profile-selector?identifier=not-a-token');
    renderAt('/dashboard/profile-selector?identifier=not-a-token');
    expect(await screen.findByTestId('identifier-unreadable')).toHaveTextContent("We can't retrieve your identification token");
    expect(identifierUnreadable()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('identifier-unreadable')).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});
