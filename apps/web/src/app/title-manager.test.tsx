import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatTabTitle, TitleManager } from './title-manager';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <TitleManager />
            <Outlet />
          </>
        ),
        children: [
          { path: '/auth/login', handle: { title: 'titles.access' }, element: <p>login</p> },
          { path: '/auth/signup/user-signup', handle: { title: '' }, element: <p>signup</p> },
          { path: '/clubs/search', handle: { title: 'titles.clubSearch' }, element: <p>search</p> },
          { path: '/nothing', element: <p>none</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('tab title rule (spec 2)', () => {
  it('formats "Tribuna - title", or just "Tribuna" without one', () => {
    expect(formatTabTitle('Access')).toBe('Tribuna - Access');
    expect(formatTabTitle('')).toBe('Tribuna');
    expect(formatTabTitle(undefined)).toBe('Tribuna');
  });

  it.each([
    ['/auth/login', 'Tribuna - Access'],
    ['/clubs/search', 'Tribuna - Club search'],
    ['/auth/signup/user-signup', 'Tribuna'],
    ['/nothing', 'Tribuna'],
  ])('%s has the tab title "%s"', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
