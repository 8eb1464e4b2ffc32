import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { CleanLayout } from '../components/layouts/clean-layout';
import { PlaceholderRows } from '../components/ui/placeholder-rows';
import { paths } from '../config/paths';
import { adminLoader, clubAreaLoader, redirectIfLoggedIn, userLoader } from './lazy-guards';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';
import { redirectRoutes } from './routes-legacy';

/** Every screen is its own chunk: the login page loads only what it shows. */
function page(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}

const notAvailable = page(() => import('./routes/not-available.route'));

/** A screen that a later issue builds: a titled "not available yet" panel in its layout. */
function todo(path: string, title: string): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: notAvailable };
}

const m = paths.manager;

function managerRoutes(): RouteObject[] {
  return [
    { path: m.overview.pattern, handle: { title: 'titles.homepage' }, lazy: page(() => import('./routes/overview.route')) },
    todo(m.bookings.agenda.pattern, 'titles.bookingsAgenda'),
    todo(m.bookings.calendars.pattern, 'titles.bookingCalendars'),
    todo(m.bookings.availability.pattern, 'titles.bookingsAvailability'),
    todo(m.bookings.connectedCalendars.pattern, 'titles.connectedCalendars'),
    todo(m.bookings.pricingPolicies.pattern, 'titles.pricingPolicies'),
    todo(m.bookings.linkGroups.pattern, 'titles.linkGroups'),
    todo(m.accessControl.pattern, 'titles.accessControl'),
    todo(m.campaigns.pattern, 'titles.campaigns'),
    todo(m.campaign.pattern, 'titles.campaign'),
    todo(m.sponsors.pattern, 'titles.sponsors'),
    todo(m.teams.pattern, 'titles.teams'),
    todo(m.teamDetails.pattern, 'titles.teamDetails'),
    todo(m.persons.partners.pattern, 'titles.partners'),
    todo(m.persons.athletes.pattern, 'titles.athletes'),
    todo(m.persons.users.pattern, 'titles.users'),
    todo(m.administration.plans.pattern, 'titles.plans'),
    todo(m.administration.settings.pattern, 'titles.settings'),
    todo(m.administration.fees.pattern, 'titles.fees'),
    todo(m.support.pattern, 'titles.support'),
    todo(m.subsidy.pattern, 'titles.subsidy'),
    todo(m.messages.myMessages.pattern, 'titles.myMessages'),
    todo(m.messages.archived.pattern, 'titles.archivedMessages'),
    todo(m.messages.thread.pattern, 'titles.messageThread'),
    todo(m.messages.mailboxManagement.pattern, 'titles.mailboxManagement'),
    todo(m.messages.deleted.pattern, 'titles.deletedMessages'),
  ];
}

function personalRoutes(area: 'guardian' | 'member'): RouteObject[] {
  const a = paths[area];
  return [
    {
      // Pages under /dashboard/{area}/{userId}/{clubHash}
      loader: clubAreaLoader(area),
      handle: { area } satisfies RouteHandle,
      children: [
        { path: a.overview.pattern, handle: { title: 'titles.homepage' }, lazy: page(() => import('./routes/overview.route')) },
        todo(a.myId.pattern, 'titles.myId'),
        todo(a.payments.pattern, 'titles.payments'),
        todo(a.support.pattern, 'titles.support'),
      ],
    },
    {
      // Messages under /dashboard/{area}/{clubHash}/messages
      loader: clubAreaLoader(area),
      handle: { area } satisfies RouteHandle,
      children: [
        todo(a.messages.myMessages.pattern, 'titles.myMessages'),
        todo(a.messages.archived.pattern, 'titles.archivedMessages'),
        todo(a.messages.thread.pattern, 'titles.messageThread'),
      ],
    },
  ];
}

function publicRoutes(): RouteObject[] {
  const auth = paths.auth;
  return [
    {
      path: auth.login,
      loader: redirectIfLoggedIn,
      handle: { title: 'titles.access' },
      lazy: page(() => import('./routes/login.route')),
    },
    { path: auth.logout, handle: { title: 'titles.access' }, lazy: page(() => import('./routes/logout.route')) },
    todo(auth.passwordRecover, 'titles.passwordRecovery'),
    todo(auth.activation, 'titles.userActivation'),
    todo(auth.signup, 'titles.signupLanding'),
    todo(auth.clubEnrollmentInfo, ''),
    todo(auth.userSignup, ''),
    todo(paths.clubs.search, 'titles.clubSearch'),
    todo(paths.clubs.onboarding, 'titles.clubOnboarding'),
    todo(paths.users.validateEmail, 'titles.emailValidation'),
    todo(paths.bookings.status.pattern, 'titles.bookingStatus'),
    todo(paths.bookings.unsuccessful.pattern, 'titles.bookingFailed'),
    todo(paths.portal.byHash.pattern, 'titles.clubPortal'),
    {
      path: paths.portal.byShortName.pattern,
      handle: { title: 'titles.clubPortal' },
      lazy: page(() => import('./routes/portal-short-name.route')),
    },
    todo(paths.ecommerce.campaigns, ''),
    todo(paths.ecommerce.campaign.pattern, ''),
    todo(paths.ecommerce.tickets, ''),
    ...paths.status.codes.map((code) => ({
      path: paths.status.page(code),
      handle: { title: `titles.error${code}`, statusCode: code } satisfies RouteHandle,
      lazy: page(() => import('./routes/status.route')),
    })),
    // Catch-all: the older application when configured, else the 404 page.
    { path: '*', handle: { title: 'titles.error404' }, lazy: page(() => import('./routes/not-found.route')) },
  ];
}

function dashboardRoutes(): RouteObject[] {
  return [
    { path: paths.profileSelector, loader: userLoader, handle: { title: 'titles.profileSelector' }, lazy: page(() => import('./routes/profile-selector.route')) },
    {
      path: paths.admin.impersonatePattern,
      loader: adminLoader,
      handle: { title: 'titles.impersonate' },
      lazy: page(() => import('./routes/admin-impersonate.route')),
    },
    { loader: clubAreaLoader('manager'), handle: { area: 'manager' } satisfies RouteHandle, children: managerRoutes() },
    ...personalRoutes('guardian'),
    ...personalRoutes('member'),
  ];
}

/** The route tree of spec 2. Guards are loaders, so a page never renders before its checks pass. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PlaceholderRows,
    children: [
      ...redirectRoutes(),
      { Component: CleanLayout, children: publicRoutes() },
      { lazy: page(() => import('./routes/dashboard-shell.route')), children: dashboardRoutes() },
    ],
  },
];
