import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { FeatureCode } from '@tribuna/contract';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../config/theme';
import { paths } from '../config/paths';
import { queryClient } from '../lib/query-client';
import { dropSession } from '../lib/session/session-store';
import { CLUB_A, CLUB_B, demoUser, jsonResponse, storeSession, USER_ID } from '../test/fixtures';
import { stubApi } from '../test/render-page';
import { clubAreaLoader, featureLoader } from './guards';
import { routeHandle } from './route-handle';
import { routes } from './router';
import FeatureGateRoute from './routes/feature-gate.route';

const pageRendered = vi.fn();
function GatedPage() {
  pageRendered();
  return <p>the gated page</p>;
}

/** The router's shape: a club-area guard, the feature gate, then the page. */
function gatedTree(area: 'manager' | 'member', feature: FeatureCode, pagePath: string): RouteObject[] {
  return [
    {
      loader: clubAreaLoader(area),
      handle: { area },
      children: [
        {
          loader: featureLoader(feature),
          handle: { feature },
          Component: FeatureGateRoute,
          children: [{ path: pagePath, handle: { title: 'titles.bookingsAgenda' }, Component: GatedPage }],
        },
      ],
    },
  ];
}

function renderGated(tree: RouteObject[], url: string) {
  const router = createMemoryRouter(tree, { initialEntries: [url] });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function stubClub(features: FeatureCode[], user = demoUser()) {
  return stubApi({
    'GET /api/profile': jsonResponse(200, user),
    [`GET /api/clubs/${CLUB_A}/features`]: jsonResponse(
      200,
      features.map((code) => ({ code })),
    ),
    [`GET /api/clubs/${CLUB_B}/features`]: jsonResponse(
      200,
      features.map((code) => ({ code })),
    ),
  });
}

const agendaUrl = paths.manager.bookings.agenda(CLUB_A);
const agendaTree = () => gatedTree('manager', 'bookings', paths.manager.bookings.agenda.pattern);

describe('the feature gate of the router', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces('settings');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    pageRendered.mockReset();
    dropSession();
    queryClient.clear();
  });

  it('tells a manager the club lacks the feature and to ask Support, without rendering the page or calling its API', async () => {
    storeSession();
    const api = stubClub(['purchable_items']);
    renderGated(agendaTree(), agendaUrl);

    const notice = await screen.findByTestId('feature-off');
    expect(notice).toHaveAttribute('data-feature', 'bookings');
    expect(screen.getByRole('heading', { level: 2, name: 'CD Demo doesn’t have “Bookings”' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('The platform’s administrators switch features on for each club. Ask them through Support.');
    expect(screen.getByRole('link', { name: 'Ask Support' })).toHaveAttribute('href', paths.manager.support(CLUB_A));
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', paths.manager.overview(CLUB_A));
    // The page's own title stays the heading of the page.
    expect(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
    expect(pageRendered).not.toHaveBeenCalled();
    expect(api.calls.map((call) => call.url.split('?')[0])).toEqual(expect.not.arrayContaining([expect.stringContaining('/bookings')]));
  });

  it('offers a platform admin the club settings, where the features are switched', async () => {
    storeSession();
    stubClub([], demoUser({ admin: true }));
    renderGated(agendaTree(), agendaUrl);
    expect(await screen.findByText('As a platform administrator, you can switch it on in Administration → Settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', paths.manager.administration.settings(CLUB_A));
  });

  it('tells a member to ask the club, with no link to pages they cannot use', async () => {
    storeSession();
    stubClub(['bookings']);
    const tree = gatedTree('member', 'area_privada_socios', paths.member.myId.pattern);
    renderGated(tree, paths.member.myId(USER_ID, CLUB_B));
    const notice = await screen.findByTestId('feature-off');
    expect(screen.getByRole('heading', { level: 2, name: "CA Exemple doesn’t have “Members' private area”" })).toBeInTheDocument();
    expect(notice).toHaveTextContent('If you need it, ask the club.');
    expect(screen.queryByRole('link', { name: 'Ask Support' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', paths.member.overview(USER_ID, CLUB_B));
  });

  it('renders the page at once when the features cannot be read (offline: My ID still opens)', async () => {
    storeSession();
    stubApi({
      'GET /api/profile': jsonResponse(200, demoUser()),
      [`GET /api/clubs/${CLUB_A}/features`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderGated(agendaTree(), agendaUrl);
    // Well before the query's own retries (1 s, then 2 s) would have ended.
    expect(await screen.findByText('the gated page', {}, { timeout: 800 })).toBeInTheDocument();
  });

  it('renders the page where the club has the feature', async () => {
    storeSession();
    stubClub(['bookings']);
    renderGated(agendaTree(), agendaUrl);
    expect(await screen.findByText('the gated page')).toBeInTheDocument();
    expect(screen.queryByTestId('feature-off')).toBeNull();
  });
});

/** Every route below a `feature` handle, with that feature; and the routes outside any. */
function featuresByPath(tree: RouteObject[], inherited: FeatureCode | undefined, into: Map<string, FeatureCode | undefined>) {
  for (const route of tree) {
    const feature = routeHandle(route.handle).feature ?? inherited;
    if (route.path) into.set(route.path, feature);
    if (route.children) featuresByPath(route.children, feature, into);
  }
  return into;
}

describe('the router declares the feature of every feature-gated page', () => {
  const declared = featuresByPath(routes, undefined, new Map());
  const m = paths.manager;
  it.each([
    [m.bookings.agenda.pattern, 'bookings'],
    [m.bookings.calendars.pattern, 'bookings'],
    [m.bookings.availability.pattern, 'bookings'],
    [m.bookings.pricingPolicies.pattern, 'bookings'],
    [m.bookings.linkGroups.pattern, 'bookings'],
    [m.bookings.connectedCalendars.pattern, 'bookings'],
    [m.campaigns.pattern, 'purchable_items'],
    [m.campaign.pattern, 'purchable_items'],
    [m.administration.cardDesign.pattern, 'custom_card_templates'],
    [paths.member.myId.pattern, 'area_privada_socios'],
    [paths.member.payments.pattern, 'area_privada_socios'],
    [paths.guardian.myId.pattern, 'area_privada_socios'],
    [paths.guardian.payments.pattern, 'area_privada_socios'],
  ])('%s needs %s', (path, feature) => {
    expect(declared.get(path)).toBe(feature);
  });

  it('leaves the pages every club has ungated', () => {
    expect(declared.get(m.overview.pattern)).toBeUndefined();
    expect(declared.get(m.sponsors.pattern)).toBeUndefined();
    expect(declared.get(m.administration.settings.pattern)).toBeUndefined();
  });
});
