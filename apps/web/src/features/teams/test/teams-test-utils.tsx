import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TeamDetail } from '@tribuna/contract';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../config/theme';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the active option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

/** Mantine's comboboxes re-render on every key: typing in jsdom needs more than the default 5 s. */
export const SLOW = 20_000;

export const CLUB = 'clubAAAAAAAA';
export const TEAMS_URL = `/api/clubs/${CLUB}/teams`;
export const PEOPLE_URL = `/api/clubs/${CLUB}/people`;

/** The teams pages' texts (tests read the English ones). */
export async function loadTeamsTexts(): Promise<void> {
  await i18next.loadNamespaces(['teams', 'forms', 'navigation']);
}

export { hydra, stubApi } from '../../../test/render-page';

export function team(overrides: Partial<TeamDetail> = {}): TeamDetail {
  return {
    hash: 'team00000001',
    name: 'Sénior Masculino A',
    sport: 'football',
    category: 'Senior',
    gender: 'men',
    season: '2025-2026',
    rosterCount: 0,
    playerCount: 0,
    roster: [],
    ...overrides,
  };
}

export { personFixture as person } from '../../../test/fixtures';

/** Renders at a URL with the theme (in Mantine's test mode: no transitions, no detached dropdowns), a fresh data cache and a router. */
export function renderAt(ui: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
