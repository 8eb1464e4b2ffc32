/**
 * Every page of the web app's router, with the person who opens it in the 375 px sweep
 * (tests/phone-sweep.spec.ts). Plain data without imports: apps/web's router coverage test
 * (src/app/phone-sweep-coverage.test.ts) reads this file too and fails when a route of the router
 * has neither an entry here nor an exemption, so a new page cannot skip the sweep.
 */
export type SweepPerson = 'visitor' | 'manager' | 'member' | 'guardian' | 'admin';

export interface SweepPage {
  /** The router's path pattern, exactly as declared (config/paths.ts). */
  pattern: string;
  person: SweepPerson;
  /** A query the page needs to show its content (`:name` placeholders are filled like the path's). */
  query?: string;
}

const MANAGER = '/dashboard/manager/:clubHash';

/** Pages of a personal area (member or guardian), opened by that person. */
function personalPages(person: 'member' | 'guardian'): SweepPage[] {
  const area = `/dashboard/${person}`;
  return [
    ...['overview', 'my-id', 'payments', 'support'].map((page) => ({ pattern: `${area}/:userId/:clubHash/${page}`, person })),
    ...['my-messages', 'archived-messages', 'thread/:threadHash'].map((page) => ({
      pattern: `${area}/:clubHash/messages/${page}`,
      person,
    })),
  ];
}

export const PHONE_SWEEP_PAGES: readonly SweepPage[] = [
  // Signed out: sign-in and account pages, public club pages, the shop, bookings and status pages.
  ...[
    '/auth/login',
    '/auth/password/recover',
    '/auth/activation',
    '/auth/signup',
    '/auth/signup/club-enrollment-info',
    '/auth/signup/user-signup',
    '/auth/claim-account',
    '/clubs/search',
    '/clubs/onboarding',
    '/users/validate-email',
    '/dev/outbox',
    '/bookings/:bookingHash',
    '/bookings/:bookingHash/unsuccessful',
    '/book/:linkHash',
    '/clubes/:clubHash/portal',
    '/p/:clubShortName',
    '/p/:clubShortName/join',
    '/p/:clubShortName/activities',
    '/ecommerce/orders/:orderHash',
    '/401',
    '/403',
    '/404',
    '/500',
    '/502',
    '/504',
    '*',
  ].map((pattern): SweepPage => ({ pattern, person: 'visitor' })),
  { pattern: '/ecommerce/campaigns/list', person: 'visitor', query: 'club=:clubHash' },
  { pattern: '/ecommerce/campaigns/campaign/:campaignId', person: 'visitor', query: 'club=:clubHash' },

  // CD Demo's manager: every page of the manager area.
  ...[
    `${MANAGER}/overview`,
    `${MANAGER}/bookings/calendars`,
    `${MANAGER}/bookings/agenda`,
    `${MANAGER}/bookings/availability`,
    `${MANAGER}/bookings/pricing-policies`,
    `${MANAGER}/bookings/link-groups`,
    `${MANAGER}/bookings/connected-calendars`,
    `${MANAGER}/access-control`,
    `${MANAGER}/access-control/scan`,
    `${MANAGER}/access-requests`,
    `${MANAGER}/sponsors`,
    `${MANAGER}/persons/pre-enrolments`,
    `${MANAGER}/activities`,
    `${MANAGER}/teams/all`,
    `${MANAGER}/teams/:teamHash/details`,
    '/dashboard/manager/ecommerce/:clubHash/campaigns/list',
    '/dashboard/manager/ecommerce/:clubHash/campaigns/campaign/:campaignHash',
    `${MANAGER}/persons/partners`,
    `${MANAGER}/persons/athletes`,
    `${MANAGER}/persons/users`,
    `${MANAGER}/persons/invitations`,
    `${MANAGER}/persons/person/:personHash`,
    `${MANAGER}/persons/import`,
    `${MANAGER}/administration/plans`,
    `${MANAGER}/administration/settings`,
    `${MANAGER}/administration/card-design`,
    `${MANAGER}/administration/portal`,
    `${MANAGER}/administration/fees`,
    `${MANAGER}/administration/fees/direct-debits`,
    `${MANAGER}/administration/subsidies`,
    `${MANAGER}/administration/audit`,
    `${MANAGER}/administration/data-rights`,
    `${MANAGER}/support`,
    `${MANAGER}/subsidies/:subsidyId`,
    `${MANAGER}/messages/my-messages`,
    `${MANAGER}/messages/archived-messages`,
    `${MANAGER}/messages/thread/:threadHash`,
    `${MANAGER}/messages/mailbox-management`,
    `${MANAGER}/messages/deleted-messages`,
    '/dashboard/profile-selector',
  ].map((pattern): SweepPage => ({ pattern, person: 'manager' })),

  // A member and a guardian of CD Demo: their areas, and the buyer's tickets.
  ...personalPages('member'),
  ...personalPages('guardian'),
  { pattern: '/ecommerce/tickets/list', person: 'guardian' },

  // The platform administrator.
  { pattern: '/admin/impersonate/:clubHash?', person: 'admin' },
];

/** Router paths that show no page of their own, so the sweep has nothing to measure there. */
export const PHONE_SWEEP_EXEMPT: Readonly<Record<string, string>> = {
  '/auth/logout': 'signs the person out and lands on the login page, which is swept',
};
