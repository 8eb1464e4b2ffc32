import i18next from 'i18next';
import type { FeatureCode } from '@tribuna/contract';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { CleanLayout } from '../components/layouts/clean-layout';
import { PlaceholderRows } from '../components/ui/placeholder-rows';
import { paths } from '../config/paths';
import { ImpersonationLayer } from '../features/impersonation/components/impersonation-layer';
import { SessionLayer } from '../features/session/components/session-layer';
import { adminLoader, clubAreaLoader, featureLoader, redirectIfLoggedIn, serverPageLoader, userLoader } from './lazy-guards';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';
import { redirectRoutes } from './routes-legacy';

/** Every screen is its own chunk: the login page loads only what it shows. */
function page(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}

/** A page whose texts live in other namespaces: they load with its chunk, so no fallback flashes. */
function pageWith(namespaces: string[], load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return page(async () => (await Promise.all([load(), i18next.loadNamespaces(namespaces)]))[0]);
}

/** The manager menu and overview show onboarding texts (invitation links, access requests). */
function withNamespaces<T>(namespaces: string[], loader: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => (await Promise.all([loader(args), i18next.loadNamespaces(namespaces)]))[0];
}

const ONBOARDING = ['onboarding', 'forms'];
const ACCOUNT = ['account', 'forms'];
const PEOPLE = ['people', 'person', 'forms'];
const IMPORTS = ['imports', 'people', 'forms'];
const TEAMS = ['teams', 'forms'];
const SPONSORS = ['sponsors', 'forms'];
const PORTAL = ['portal', 'forms'];
const SUPPORT = ['support', 'forms'];
const SETTINGS = ['settings', 'forms'];
const CARD = ['card'];
const CARD_FORMS = ['card', 'forms'];
const MESSAGES = ['messages', 'forms'];
const COMMERCE = ['commerce', 'forms'];
const SHOP = ['shop', 'forms'];
const BOOKINGS = ['bookings', 'forms'];

const notAvailable = page(() => import('./routes/not-available.route'));

/** A screen that a later issue builds: a titled "not available yet" panel in its layout. */
function todo(path: string, title: string): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: notAvailable };
}

const featureGate = page(() => import('./routes/feature-gate.route'));

/**
 * Pages of a club feature, gated once here rather than page by page: where the club lacks the
 * feature (decision 0008) they say so, and who can turn it on, instead of failing on a 403.
 */
function gated(feature: FeatureCode, children: RouteObject[]): RouteObject {
  return { loader: featureLoader(feature), handle: { feature } satisfies RouteHandle, lazy: featureGate, children };
}

const m = paths.manager;

/** My messages, Archived messages and Message thread: the same pages in every area (spec 2). */
function messageRoutes(area: 'manager' | 'guardian' | 'member'): RouteObject[] {
  const own = area === 'manager' ? m.messages : paths[area].messages;
  return [
    {
      path: own.myMessages.pattern,
      handle: { title: 'titles.myMessages' },
      lazy: pageWith(MESSAGES, () => import('../features/messages/routes/my-messages.route')),
    },
    {
      path: own.archived.pattern,
      handle: { title: 'titles.archivedMessages' },
      lazy: pageWith(MESSAGES, () => import('../features/messages/routes/archived-messages.route')),
    },
    {
      path: own.thread.pattern,
      handle: { title: 'titles.messageThread' },
      lazy: pageWith(MESSAGES, () => import('../features/messages/routes/thread.route')),
    },
  ];
}

function managerRoutes(): RouteObject[] {
  return [
    { path: m.overview.pattern, handle: { title: 'titles.homepage' }, lazy: page(() => import('./routes/overview.route')) },
    gated('bookings', [
      {
        path: m.bookings.agenda.pattern,
        handle: { title: 'titles.bookingsAgenda' },
        lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/agenda.route')),
      },
      {
        path: m.bookings.calendars.pattern,
        handle: { title: 'titles.bookingCalendars' },
        lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/calendars.route')),
      },
      {
        path: m.bookings.availability.pattern,
        handle: { title: 'titles.bookingsAvailability' },
        lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/availability.route')),
      },
      {
        path: m.bookings.connectedCalendars.pattern,
        handle: { title: 'titles.connectedCalendars' },
        lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/connected-calendars.route')),
      },
      {
        path: m.bookings.pricingPolicies.pattern,
        handle: { title: 'titles.pricingPolicies' },
        lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/pricing-policies.route')),
      },
      {
        path: m.bookings.linkGroups.pattern,
        handle: { title: 'titles.linkGroups' },
        lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/link-groups.route')),
      },
    ]),
    todo(m.accessControl.pattern, 'titles.accessControl'),
    {
      path: m.accessRequests.pattern,
      handle: { title: 'onboarding:titles.accessRequests' },
      lazy: pageWith(ONBOARDING, () => import('../features/access-requests/routes/access-requests.route')),
    },
    {
      path: m.persons.invitations.pattern,
      handle: { title: 'onboarding:titles.invitations' },
      lazy: pageWith(ONBOARDING, () => import('../features/invitations/routes/invitations.route')),
    },
    gated('purchable_items', [
      {
        path: m.campaigns.pattern,
        handle: { title: 'titles.campaigns' },
        lazy: pageWith(COMMERCE, () => import('../features/campaigns/routes/campaigns.route')),
      },
      {
        path: m.campaign.pattern,
        handle: { title: 'titles.campaign' },
        lazy: pageWith(COMMERCE, () => import('../features/campaigns/routes/campaign.route')),
      },
    ]),
    {
      path: m.sponsors.pattern,
      handle: { title: 'titles.sponsors' },
      lazy: pageWith(SPONSORS, () => import('../features/sponsors/routes/sponsors.route')),
    },
    {
      path: m.teams.pattern,
      handle: { title: 'titles.teams' },
      lazy: pageWith(TEAMS, () => import('../features/teams/routes/teams.route')),
    },
    {
      path: m.teamDetails.pattern,
      handle: { title: 'titles.teamDetails' },
      lazy: pageWith(TEAMS, () => import('../features/teams/routes/team-details.route')),
    },
    {
      path: m.persons.partners.pattern,
      handle: { title: 'titles.partners' },
      lazy: pageWith(PEOPLE, () => import('../features/people/routes/partners.route')),
    },
    {
      path: m.persons.athletes.pattern,
      handle: { title: 'titles.athletes' },
      lazy: pageWith(PEOPLE, () => import('../features/people/routes/athletes.route')),
    },
    {
      path: m.persons.users.pattern,
      handle: { title: 'titles.users' },
      lazy: pageWith(PEOPLE, () => import('../features/people/routes/users.route')),
    },
    {
      path: m.persons.person.pattern,
      handle: { title: 'person:titles.person' },
      lazy: pageWith(PEOPLE, () => import('../features/people/routes/person.route')),
    },
    {
      path: m.persons.import.pattern,
      handle: { title: 'imports:titles.import' },
      lazy: pageWith(IMPORTS, () => import('../features/people-import/routes/people-import.route')),
    },
    todo(m.administration.plans.pattern, 'titles.plans'),
    {
      path: m.administration.settings.pattern,
      handle: { title: 'titles.settings' },
      lazy: pageWith(SETTINGS, () => import('../features/club-settings/routes/club-settings.route')),
    },
    // The club's own card design (decision 0008).
    gated('custom_card_templates', [
      {
        path: m.administration.cardDesign.pattern,
        handle: { title: 'titles.cardDesign' },
        lazy: pageWith(CARD_FORMS, () => import('../features/member-card/routes/card-design.route')),
      },
    ]),
    {
      path: m.administration.portal.pattern,
      handle: { title: 'titles.portalSettings' },
      lazy: pageWith(PORTAL, () => import('../features/portal-settings/routes/portal-components.route')),
    },
    todo(m.administration.fees.pattern, 'titles.fees'),
    {
      // The platform's support for managers (their club is the one others write to).
      path: m.support.pattern,
      handle: { title: 'titles.support' },
      lazy: pageWith(SUPPORT, () => import('../features/support/routes/manager-support.route')),
    },
    todo(m.subsidy.pattern, 'titles.subsidy'),
    ...messageRoutes('manager'),
    {
      path: m.messages.mailboxManagement.pattern,
      handle: { title: 'titles.mailboxManagement' },
      lazy: pageWith(MESSAGES, () => import('../features/messages/routes/mailbox-management.route')),
    },
    {
      path: m.messages.deleted.pattern,
      handle: { title: 'titles.deletedMessages' },
      lazy: pageWith(MESSAGES, () => import('../features/messages/routes/deleted-messages.route')),
    },
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
        // My ID and Payments are the members' private area (decision 0008).
        gated('area_privada_socios', [
          {
            path: a.myId.pattern,
            handle: { title: 'titles.myId' },
            lazy: pageWith(CARD, () => import('../features/member-card/routes/my-id.route')),
          },
          { path: a.payments.pattern, handle: { title: 'titles.payments' }, lazy: page(() => import('./routes/payments.route')) },
        ]),
        {
          path: a.support.pattern,
          handle: { title: 'titles.support' },
          lazy: pageWith(SUPPORT, () => import('../features/support/routes/support.route')),
        },
      ],
    },
    {
      // Messages under /dashboard/{area}/{clubHash}/messages
      loader: clubAreaLoader(area),
      handle: { area } satisfies RouteHandle,
      children: messageRoutes(area),
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
    {
      path: auth.passwordRecover,
      handle: { title: 'titles.passwordRecovery' },
      lazy: pageWith(ACCOUNT, () => import('../features/password-recovery/routes/password-recover.route')),
    },
    {
      path: auth.activation,
      handle: { title: 'titles.userActivation' },
      lazy: pageWith(ACCOUNT, () => import('../features/email-validation/routes/activation.route')),
    },
    {
      path: auth.signup,
      handle: { title: 'titles.signupLanding' },
      lazy: pageWith(ACCOUNT, () => import('../features/signup/routes/signup-landing.route')),
    },
    {
      path: auth.clubEnrollmentInfo,
      handle: { title: '' },
      lazy: pageWith(ONBOARDING, () => import('../features/club-enrollment/routes/club-enrollment.route')),
    },
    {
      path: auth.userSignup,
      handle: { title: '' },
      lazy: pageWith(ACCOUNT, () => import('../features/signup/routes/user-signup.route')),
    },
    {
      path: auth.claimAccount,
      handle: { title: 'account:titles.claimAccount' },
      lazy: pageWith(ACCOUNT, () => import('./routes/account-claim.route')),
    },
    {
      path: paths.clubs.search,
      handle: { title: 'titles.clubSearch' },
      lazy: pageWith(ONBOARDING, () => import('../features/club-search/routes/club-search.route')),
    },
    {
      path: paths.clubs.onboarding,
      handle: { title: 'titles.clubOnboarding' },
      lazy: pageWith(ONBOARDING, () => import('../features/club-search/routes/club-onboarding.route')),
    },
    {
      path: paths.users.validateEmail,
      handle: { title: 'titles.emailValidation' },
      lazy: pageWith(ACCOUNT, () => import('../features/email-validation/routes/validate-email.route')),
    },
    {
      // Developer mail page; the route itself shows the 404 page in production.
      path: paths.dev.outbox,
      handle: { title: 'account:titles.devOutbox' },
      lazy: pageWith(ACCOUNT, () => import('../features/dev-outbox/routes/dev-outbox.route')),
    },
    {
      path: paths.bookings.status.pattern,
      handle: { title: 'titles.bookingStatus' },
      lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/booking-status.route')),
    },
    {
      path: paths.bookings.unsuccessful.pattern,
      handle: { title: 'titles.bookingFailed' },
      lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/booking-failed.route')),
    },
    {
      path: paths.bookings.link.pattern,
      handle: { title: 'titles.booking' },
      lazy: pageWith(BOOKINGS, () => import('../features/bookings/routes/public-booking.route')),
    },
    // The portal is the server's page (plugins/portal-page in the API): an in-app link loads it.
    { path: paths.portal.byHash.pattern, handle: { title: 'titles.clubPortal' }, loader: serverPageLoader, Component: PlaceholderRows },
    {
      path: paths.portal.byShortName.pattern,
      handle: { title: 'titles.clubPortal' },
      loader: serverPageLoader,
      Component: PlaceholderRows,
    },
    // Spec 2: the ecommerce area's tab titles are empty (the product name alone).
    {
      path: paths.ecommerce.campaigns,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../features/shop/routes/shop-campaigns.route')),
    },
    {
      path: paths.ecommerce.campaign.pattern,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../features/shop/routes/shop-campaign.route')),
    },
    {
      path: paths.ecommerce.order.pattern,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../features/shop/routes/order.route')),
    },
    {
      path: paths.ecommerce.tickets,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../features/shop/routes/my-tickets.route')),
    },
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
    {
      path: paths.profileSelector,
      loader: userLoader,
      handle: { title: 'titles.profileSelector' },
      lazy: page(() => import('./routes/profile-selector.route')),
    },
    {
      path: paths.admin.impersonatePattern,
      loader: adminLoader,
      handle: { title: 'titles.impersonate' },
      lazy: page(() => import('./routes/admin-impersonate.route')),
    },
    {
      loader: withNamespaces(['onboarding'], clubAreaLoader('manager')),
      handle: { area: 'manager' } satisfies RouteHandle,
      children: managerRoutes(),
    },
    ...personalRoutes('guardian'),
    ...personalRoutes('member'),
  ];
}

/** The shell plus the session rules (spec 4) and the impersonation banner, on every page. */
function Root() {
  return (
    <>
      <RootLayout />
      <SessionLayer />
      <ImpersonationLayer />
    </>
  );
}

/** The route tree of spec 2. Guards are loaders, so a page never renders before its checks pass. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RouteError,
    HydrateFallback: PlaceholderRows,
    children: [
      ...redirectRoutes(),
      { Component: CleanLayout, children: publicRoutes() },
      { lazy: page(() => import('./routes/dashboard-shell.route')), children: dashboardRoutes() },
    ],
  },
];
