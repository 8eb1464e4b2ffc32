import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PersonDetail, PersonSummary } from '@tribuna/contract';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../../../config/theme';
import { jsonResponse } from '../../../test/fixtures';

/** Test support for the person pages (imported by tests only). */
export const CLUB = 'clubAAAAAAAA';

export async function loadPersonTexts(): Promise<void> {
  await i18next.loadNamespaces(['person', 'forms', 'navigation']);
}

export function summary(overrides: Partial<PersonSummary> = {}): PersonSummary {
  return { id: 'guard0000001', type: 2, role: 'guardian', name: 'Laura', surname: 'Martín', enabled: true, birthDate: null, category: null, hasAccount: true, ...overrides };
}

export function personDetail(overrides: Partial<PersonDetail> = {}): PersonDetail {
  return {
    id: 'child0000001',
    type: 3,
    role: 'player',
    name: 'Leo',
    surname: 'Martín',
    dni: null,
    email: null,
    phone: null,
    enabled: true,
    qrIdentifier: '0123456789abcdef0123456789abcdef',
    membershipNumber: 42,
    birthDate: '2014-03-02',
    gender: 'male',
    category: 'Under-12',
    photo: null,
    terms: { custom: false, version: null, acceptedAt: null },
    panelAccess: false,
    roles: ['ROLE_PLAYER'],
    hasAccount: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    profiles: [],
    teams: [],
    guardians: [],
    children: [],
    ...overrides,
  };
}

export function hydra<T>(members: T[]) {
  return { 'hydra:member': members, 'hydra:totalItems': members.length };
}

type Answer = Response | ((body: unknown) => Response);

/** Stubs fetch by "METHOD /path" (query ignored); lists answer in order; unknown calls get 599. */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const entry = routes[`${method} ${url.split('?')[0]}`];
      if (!entry) return jsonResponse(599, { code: 599, errorCode: 'UNKNOWN', message: `unstubbed ${method} ${url}` });
      const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
      return typeof next === 'function' ? next(body) : next.clone();
    }),
  );
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path) };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="navigated">{location.pathname}</p>;
}

/** Renders at a URL with theme, a fresh data cache and a router; other paths show their path. */
export function renderAt(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
