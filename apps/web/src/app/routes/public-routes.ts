import type { RouteObject } from 'react-router';
import { PlaceholderRows } from '../../components/ui/placeholder-rows';
import { paths } from '../../config/paths';
import { redirectIfLoggedIn, serverPageLoader } from '../lazy-guards';
import type { RouteHandle } from '../route-handle';
import { ACCOUNT, BOOKINGS, JOINING, ONBOARDING, SHOP, page, pageWith } from './route-builders';

/** Pages outside the dashboard: sign-in, sign-up, public booking, the shop and the status pages. */
export function publicRoutes(): RouteObject[] {
  const auth = paths.auth;
  return [
    {
      path: auth.login,
      loader: redirectIfLoggedIn,
      handle: { title: 'titles.access' },
      lazy: page(() => import('./login.route')),
    },
    { path: auth.logout, handle: { title: 'titles.access' }, lazy: page(() => import('./logout.route')) },
    {
      path: auth.passwordRecover,
      handle: { title: 'titles.passwordRecovery' },
      lazy: pageWith(ACCOUNT, () => import('../../features/password-recovery/routes/password-recover.route')),
    },
    {
      path: auth.activation,
      handle: { title: 'titles.userActivation' },
      lazy: pageWith(ACCOUNT, () => import('../../features/email-validation/routes/activation.route')),
    },
    {
      path: auth.signup,
      handle: { title: 'titles.signupLanding' },
      lazy: pageWith(ACCOUNT, () => import('../../features/signup/routes/signup-landing.route')),
    },
    {
      path: auth.clubEnrollmentInfo,
      handle: { title: '' },
      lazy: pageWith(ONBOARDING, () => import('../../features/club-enrollment/routes/club-enrollment.route')),
    },
    {
      path: auth.userSignup,
      handle: { title: '' },
      lazy: pageWith(ACCOUNT, () => import('../../features/signup/routes/user-signup.route')),
    },
    {
      path: auth.claimAccount,
      handle: { title: 'account:titles.claimAccount' },
      lazy: pageWith(ACCOUNT, () => import('./account-claim.route')),
    },
    {
      path: paths.clubs.search,
      handle: { title: 'titles.clubSearch' },
      lazy: pageWith(ONBOARDING, () => import('../../features/club-search/routes/club-search.route')),
    },
    {
      path: paths.clubs.onboarding,
      handle: { title: 'titles.clubOnboarding' },
      lazy: pageWith(ONBOARDING, () => import('../../features/club-search/routes/club-onboarding.route')),
    },
    {
      path: paths.users.validateEmail,
      handle: { title: 'titles.emailValidation' },
      lazy: pageWith(ACCOUNT, () => import('../../features/email-validation/routes/validate-email.route')),
    },
    {
      // Developer mail page; the route itself shows the 404 page in production.
      path: paths.dev.outbox,
      handle: { title: 'account:titles.devOutbox' },
      lazy: pageWith(ACCOUNT, () => import('../../features/dev-outbox/routes/dev-outbox.route')),
    },
    {
      path: paths.bookings.status.pattern,
      handle: { title: 'titles.bookingStatus' },
      lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/booking-status.route')),
    },
    {
      path: paths.bookings.unsuccessful.pattern,
      handle: { title: 'titles.bookingFailed' },
      lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/booking-failed.route')),
    },
    {
      path: paths.bookings.link.pattern,
      handle: { title: 'titles.booking' },
      lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/public-booking.route')),
    },
    // The portal is the server's page (plugins/portal-page in the API): an in-app link loads it.
    { path: paths.portal.byHash.pattern, handle: { title: 'titles.clubPortal' }, loader: serverPageLoader, Component: PlaceholderRows },
    {
      path: paths.portal.byShortName.pattern,
      handle: { title: 'titles.clubPortal' },
      loader: serverPageLoader,
      Component: PlaceholderRows,
    },
    {
      path: paths.portal.join.pattern,
      handle: { title: 'joining:titles.join' },
      lazy: pageWith(JOINING, () => import('../../features/joining/routes/join.route')),
    },
    {
      path: paths.portal.activities.pattern,
      handle: { title: 'joining:titles.activities' },
      lazy: pageWith(JOINING, () => import('../../features/joining/routes/public-activities.route')),
    },
    // Spec 2: the ecommerce area's tab titles are empty (the product name alone).
    {
      path: paths.ecommerce.campaigns,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../../features/shop/routes/shop-campaigns.route')),
    },
    {
      path: paths.ecommerce.campaign.pattern,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../../features/shop/routes/shop-campaign.route')),
    },
    {
      path: paths.ecommerce.order.pattern,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../../features/shop/routes/order.route')),
    },
    {
      path: paths.ecommerce.tickets,
      handle: { title: '' },
      lazy: pageWith(SHOP, () => import('../../features/shop/routes/my-tickets.route')),
    },
    ...paths.status.codes.map((code) => ({
      path: paths.status.page(code),
      handle: { title: `titles.error${code}`, statusCode: code } satisfies RouteHandle,
      lazy: page(() => import('./status.route')),
    })),
    // Catch-all: the older application when configured, else the 404 page.
    { path: '*', handle: { title: 'titles.error404' }, lazy: page(() => import('./not-found.route')) },
  ];
}
