import { MantineProvider } from '@mantine/core';
import type { ClubPrivacyStatus } from '@tribuna/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { CLUB_A, jsonResponse, storeSession } from '../../../test/fixtures';
import { PrivacyGate } from './privacy-gate';

const statusUrl = `/api/clubs/${CLUB_A}/privacy`;
const acceptUrl = `${statusUrl}/accept`;

function status(overrides: Partial<ClubPrivacyStatus> = {}): ClubPrivacyStatus {
  return {
    privacy: {
      url: null,
      basicInfo: 'We keep your data to run the club.',
      custom: 'First paragraph.\n\n<b>Second</b> paragraph <script>alert(1)</script>',
      customUrl: null,
      version: 2,
    },
    terms: { url: 'https://example.test/terms', custom: null, version: 1 },
    accepted: null,
    acceptanceRequired: true,
    ...overrides,
  };
}

/** fetch stub: answers per "METHOD path" in order (the last one repeats) and records the calls. */
function stubApi(routes: Record<string, Response[]>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
      const list = routes[`${method} ${url}`];
      if (!list) return jsonResponse(599, { code: 599, message: `unstubbed ${method} ${url}` });
      return (list.length > 1 ? list.shift()! : list[0]!).clone();
    }),
  );
  return { calls: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}

function renderGate() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/page', element: <PrivacyGate clubHash={CLUB_A} clubName="CD Demo" /> },
      { path: '/auth/logout', element: <p data-testid="logged-out">bye</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// Whole-form typing is slow in jsdom when the suite runs in parallel.
const SLOW = 20_000;

describe('privacy acceptance gate', { timeout: SLOW }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['settings']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing when there is nothing new to accept', async () => {
    const api = stubApi({ [`GET ${statusUrl}`]: [jsonResponse(200, status({ acceptanceRequired: false }))] });
    renderGate();
    await waitFor(() => expect(api.calls('GET', statusUrl)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks until the person accepts, shows the texts as plain text, and closes for good after accepting', async () => {
    const accepted = status({
      acceptanceRequired: false,
      accepted: { privacyVersion: 2, termsVersion: 1, acceptedAt: '2025-01-01T00:00:00Z' },
    });
    const api = stubApi({ [`GET ${statusUrl}`]: [jsonResponse(200, status())], [`POST ${acceptUrl}`]: [jsonResponse(200, accepted)] });
    const user = userEvent.setup();
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Before you continue' });
    expect(dialog).toHaveTextContent('CD Demo has published a new version');
    const privacy = within(dialog).getByTestId('gate-privacy');
    expect(privacy).toHaveTextContent('(version 2)');
    expect(privacy).toHaveTextContent('We keep your data to run the club.');
    expect(within(privacy).getByText('First paragraph.')).toBeInTheDocument();
    // Markup in the club's text is shown as written, never turned into elements.
    expect(within(privacy).getByText('<b>Second</b> paragraph <script>alert(1)</script>')).toBeInTheDocument();
    expect(privacy.querySelector('b, script')).toBeNull();
    const link = within(within(dialog).getByTestId('gate-terms')).getByRole('link', { name: /Open the full text/ });
    expect(link).toHaveAttribute('href', 'https://example.test/terms');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Neither Escape nor a click outside closes it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'I have read them and accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', acceptUrl)[0]?.body).toEqual({ privacyVersion: 2, termsVersion: 1 });
    expect(api.calls('GET', statusUrl)).toHaveLength(1);
  });

  it('on 409 shows the newer version and asks again with its numbers', async () => {
    const newer = status({ privacy: { url: null, basicInfo: null, custom: 'Version three text', customUrl: null, version: 3 } });
    const api = stubApi({
      [`GET ${statusUrl}`]: [jsonResponse(200, status()), jsonResponse(200, newer)],
      [`POST ${acceptUrl}`]: [
        jsonResponse(409, { code: 409, errorCode: 'CONFLICT', message: 'A newer version was published; read it and accept again' }),
        jsonResponse(200, status({ acceptanceRequired: false })),
      ],
    });
    const user = userEvent.setup();
    renderGate();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'I have read them and accept' }));
    expect(await within(dialog).findByTestId('privacy-gate-outdated')).toHaveTextContent(
      'A newer version was published while you were reading',
    );
    expect(await within(dialog).findByText('Version three text')).toBeInTheDocument();
    expect(within(dialog).getByTestId('gate-privacy')).toHaveTextContent('(version 3)');
    await user.click(within(dialog).getByRole('button', { name: 'I have read them and accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', acceptUrl).map((c) => c.body)).toEqual([
      { privacyVersion: 2, termsVersion: 1 },
      { privacyVersion: 3, termsVersion: 1 },
    ]);
  });

  it('offers to sign out instead', async () => {
    stubApi({ [`GET ${statusUrl}`]: [jsonResponse(200, status())] });
    const user = userEvent.setup();
    renderGate();
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Sign out' }));
    expect(await screen.findByTestId('logged-out')).toBeInTheDocument();
  });

  it('is not shown while impersonating: consent is personal', async () => {
    storeSession({ impersonation: true });
    const api = stubApi({ [`GET ${statusUrl}`]: [jsonResponse(200, status())] });
    renderGate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('GET', statusUrl)).toHaveLength(0);
  });
});
