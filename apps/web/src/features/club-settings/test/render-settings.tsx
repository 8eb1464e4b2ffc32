import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../../config/theme';
import { jsonResponse } from '../../../test/fixtures';

export async function loadSettingsTexts(): Promise<void> {
  await i18next.loadNamespaces(['settings', 'forms']);
}

type Handler = (request: { url: string; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs fetch under the api-client: "METHOD /path" keys (query ignored), answered in order
 * when given a list. Unknown calls answer 599, so a test sees them fail.
 */
export function stubApi(routes: Record<string, Handler | Response | (Handler | Response)[]>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, url, body });
    const entry = routes[`${method} ${url.split('?')[0]}`];
    if (!entry) return jsonResponse(599, { code: 599, errorCode: 'UNKNOWN', message: `unstubbed ${method} ${url}` });
    const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    return typeof next === 'function' ? next({ url, method, body }) : next.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path) };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="navigated">{location.pathname}</p>;
}

/** Renders a page at `/page` with the theme, a fresh data cache and a router (other paths show their path). */
export function renderWithRouter(ui: ReactElement, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })) {
  const router = createMemoryRouter(
    [
      { path: '/page', element: ui },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: ['/page'] },
  );
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
