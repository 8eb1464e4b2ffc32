import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../config/theme';
import { jsonResponse } from './fixtures';

/** The onboarding pages' texts (tests read the English ones). */
export async function loadOnboardingTexts(): Promise<void> {
  await i18next.loadNamespaces(['onboarding', 'forms']);
}

type Handler = (request: { url: string; method: string; body: unknown; init: RequestInit | undefined }) => Response | Promise<Response>;

/**
 * A stub of the HTTP boundary under the api-client: "METHOD /path" keys (the query string is
 * ignored unless the key has one), answered in order when given a list. Unknown calls fail loudly.
 */
export function stubApi(routes: Record<string, Handler | Response | (Handler | Response)[]>) {
  const calls: { method: string; url: string; body: unknown; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, url, body, init });
    const key =
      Object.keys(routes).find((k) => k === `${method} ${url}`) ?? Object.keys(routes).find((k) => k === `${method} ${url.split('?')[0]}`);
    if (!key) return jsonResponse(599, { code: 599, errorCode: 'UNKNOWN', message: `unstubbed ${method} ${url}` });
    const entry = routes[key]!;
    const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    return typeof next === 'function' ? next({ url, method, body, init }) : next.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path);
  /** The query parameters of every call to a path, e.g. to check filters reached the API. */
  const queriesTo = (method: string, path: string) => callsTo(method, path).map((c) => new URLSearchParams(c.url.split('?')[1] ?? ''));
  return { fetchMock, calls, callsTo, queriesTo };
}

export function hydra<T>(members: T[], total = members.length) {
  return { 'hydra:member': members, 'hydra:totalItems': total, 'hydra:view': { '@id': '/x', 'hydra:first': '/x', 'hydra:last': '/x' } };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="navigated">{location.pathname + location.search}</p>;
}

/** Renders a page at a URL with the theme, a fresh data cache and a router; other paths show their path. */
export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    url = path,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  }: { path?: string; url?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [url] },
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
