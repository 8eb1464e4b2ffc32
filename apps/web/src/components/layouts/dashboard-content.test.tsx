import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../config/theme';
import { DashboardContent } from './dashboard-content';

/** A loader the test releases by hand, so the router stays in its loading state meanwhile. */
function heldLoader() {
  const held: { release: () => void } = { release: () => undefined };
  const loader = () =>
    new Promise<null>((resolve) => {
      held.release = () => resolve(null);
    });
  return { held, loader };
}

function TeamsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <button onClick={() => setCreating(true)}>New team</button>
      {creating && <p>the new team dialog</p>}
    </>
  );
}

async function renderDashboard() {
  const guard = heldLoader();
  const router = createMemoryRouter(
    [
      {
        // Like the dashboard's guards: a parent loader re-run on every navigation, search too.
        loader: ({ request }) => (new URL(request.url).searchParams.has('hold') ? guard.loader() : null),
        Component: DashboardContent,
        children: [
          { path: '/teams', Component: TeamsPage },
          { path: '/people', Component: () => <p>the people page</p> },
        ],
      },
    ],
    { initialEntries: ['/teams'] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findByRole('button', { name: 'New team' });
  return { router, guard: guard.held };
}

describe('DashboardContent', () => {
  it('keeps the page and what the user opened on it while a search change loads', async () => {
    const { router, guard } = await renderDashboard();
    act(() => screen.getByRole('button', { name: 'New team' }).click());
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/teams?hold=1&q=juvenil');
    });
    expect(router.state.navigation.state).toBe('loading');
    // Past the 400 ms fade-out a hidden page would have been unmounted with its dialog state.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByText('the new team dialog')).toBeVisible();
    await act(async () => {
      guard.release();
      await navigated;
    });
    expect(screen.getByText('the new team dialog')).toBeVisible();
  });

  it('shows placeholder rows instead of the page while another page loads', async () => {
    const { router, guard } = await renderDashboard();
    act(() => {
      void router.navigate('/people?hold=1');
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New team' })).toBeNull());
    expect(screen.getByTestId('placeholder-rows')).toBeInTheDocument();
    await act(async () => guard.release());
    // The new page fades in.
    await waitFor(() => expect(screen.getByText('the people page')).toBeVisible());
  });
});
