import type { DashboardArea } from '@tribuna/contract';
import { AREAS } from './roles';

/**
 * Every path of the app in one place (spec 2). Each entry is a builder that fills the pattern's
 * parameters in order and also carries the pattern, so the router declares routes from the same
 * strings the links are built from.
 */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type Strings<T extends unknown[]> = { [K in keyof T]: string };
type Values<P extends string> = Strings<ParamNames<P>>;

export type PathBuilder<P extends string> = ((...values: Values<P>) => string) & { pattern: P };

export function definePath<P extends string>(pattern: P): PathBuilder<P> {
  const build = (...values: string[]) => {
    let index = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[index++] ?? ''));
  };
  return Object.assign(build as (...values: Values<P>) => string, { pattern });
}

/** The dashboard areas with message pages: all of them (config/roles.ts names them). */
export type MessagesRole = DashboardArea;
export type PersonalArea = 'guardian' | 'member';

const managerBase = '/dashboard/manager/:clubHash';

function personalArea<A extends PersonalArea>(area: A) {
  const base = `/dashboard/${area}/:userId/:clubHash` as const;
  return {
    overview: definePath(`${base}/overview`),
    myId: definePath(`${base}/my-id`),
    payments: definePath(`${base}/payments`),
    support: definePath(`${base}/support`),
  };
}

function messages<R extends MessagesRole>(role: R) {
  const base = `/dashboard/${role}/:clubHash/messages` as const;
  return {
    root: definePath(base),
    myMessages: definePath(`${base}/my-messages`),
    archived: definePath(`${base}/archived-messages`),
    thread: definePath(`${base}/thread/:threadHash`),
  };
}

export const paths = {
  root: '/',
  auth: {
    login: '/auth/login',
    logout: '/auth/logout',
    passwordRecover: '/auth/password/recover',
    activation: '/auth/activation',
    signup: '/auth/signup',
    clubEnrollmentInfo: '/auth/signup/club-enrollment-info',
    userSignup: '/auth/signup/user-signup',
    /** The hand-over link (issue 8): take over a club record as one's own account. */
    claimAccount: '/auth/claim-account',
  },
  clubs: { search: '/clubs/search', onboarding: '/clubs/onboarding' },
  users: { validateEmail: '/users/validate-email' },
  /** Developer mail page (outbox), only in demo mode. */
  dev: { outbox: '/dev/outbox' },
  bookings: {
    status: definePath('/bookings/:bookingHash'),
    unsuccessful: definePath('/bookings/:bookingHash/unsuccessful'),
    /** A club's public booking link (issue 13; the spec shows no path for it). */
    link: definePath('/book/:linkHash'),
  },
  portal: {
    byHash: definePath('/clubes/:clubHash/portal'),
    byShortName: definePath('/p/:clubShortName'),
    /** The portal's joining forms (issue 23): sign-up, and the activities with inscriptions. */
    join: definePath('/p/:clubShortName/join'),
    activities: definePath('/p/:clubShortName/activities'),
  },
  ecommerce: {
    campaigns: '/ecommerce/campaigns/list',
    campaign: definePath('/ecommerce/campaigns/campaign/:campaignId'),
    tickets: '/ecommerce/tickets/list',
    /** A buyer's order (the test provider pays here; real providers come back here). */
    order: definePath('/ecommerce/orders/:orderHash'),
  },
  profileSelector: '/dashboard/profile-selector',
  manager: {
    overview: definePath(`${managerBase}/overview`),
    bookings: {
      calendars: definePath(`${managerBase}/bookings/calendars`),
      agenda: definePath(`${managerBase}/bookings/agenda`),
      availability: definePath(`${managerBase}/bookings/availability`),
      pricingPolicies: definePath(`${managerBase}/bookings/pricing-policies`),
      linkGroups: definePath(`${managerBase}/bookings/link-groups`),
      connectedCalendars: definePath(`${managerBase}/bookings/connected-calendars`),
    },
    accessControl: definePath(`${managerBase}/access-control`),
    /** The door scanner (issue 24): managers, and controllers (profiles with accessController). */
    accessControlScan: definePath(`${managerBase}/access-control/scan`),
    accessRequests: definePath(`${managerBase}/access-requests`),
    sponsors: definePath(`${managerBase}/sponsors`),
    /** Activities with places and their inscriptions (issue 23). */
    activities: definePath(`${managerBase}/activities`),
    teams: definePath(`${managerBase}/teams/all`),
    teamDetails: definePath(`${managerBase}/teams/:teamHash/details`),
    campaigns: definePath('/dashboard/manager/ecommerce/:clubHash/campaigns/list'),
    campaign: definePath('/dashboard/manager/ecommerce/:clubHash/campaigns/campaign/:campaignHash'),
    persons: {
      partners: definePath(`${managerBase}/persons/partners`),
      athletes: definePath(`${managerBase}/persons/athletes`),
      users: definePath(`${managerBase}/persons/users`),
      invitations: definePath(`${managerBase}/persons/invitations`),
      /** Sign-ups from the portal waiting for review (issue 23). */
      preEnrolments: definePath(`${managerBase}/persons/pre-enrolments`),
      /** One person's page (profiles, teams, guardians or children). */
      person: definePath(`${managerBase}/persons/person/:personHash`),
      /** Import wizard: upload, map columns, preview, confirm. */
      import: definePath(`${managerBase}/persons/import`),
    },
    administration: {
      plans: definePath(`${managerBase}/administration/plans`),
      settings: definePath(`${managerBase}/administration/settings`),
      /** The club's member card design (feature custom_card_templates). */
      cardDesign: definePath(`${managerBase}/administration/card-design`),
      portal: definePath(`${managerBase}/administration/portal`),
      fees: definePath(`${managerBase}/administration/fees`),
      /** SEPA direct debits: creditors, batches, returns (issue 23). */
      directDebits: definePath(`${managerBase}/administration/fees/direct-debits`),
      /** Every subsidy of the club (issue 25 part 3); each one opens at `subsidy`. */
      subsidies: definePath(`${managerBase}/administration/subsidies`),
      /** The club's audit log of sensitive actions (issue 25 part 4). */
      audit: definePath(`${managerBase}/administration/audit`),
      /** People's data requests: exports, erasures, the whole club's export (issue 25 part 4). */
      dataRights: definePath(`${managerBase}/administration/data-rights`),
    },
    support: definePath(`${managerBase}/support`),
    subsidy: definePath(`${managerBase}/subsidies/:subsidyId`),
    messages: {
      ...messages(AREAS.manager),
      mailboxManagement: definePath(`${managerBase}/messages/mailbox-management`),
      deleted: definePath(`${managerBase}/messages/deleted-messages`),
      /** Spec 2's target of the legacy /clubes/{clubHash}/messages; it redirects to My messages. */
      allMessages: definePath('/dashboard/manager/messages/:clubHash/all-messages'),
    },
  },
  guardian: { ...personalArea('guardian'), messages: messages('guardian') },
  member: { ...personalArea('member'), messages: messages('member') },
  admin: {
    impersonatePattern: '/admin/impersonate/:clubHash?',
    impersonate: (clubHash?: string) => (clubHash ? `/admin/impersonate/${encodeURIComponent(clubHash)}` : '/admin/impersonate'),
  },
  status: {
    codes: [401, 403, 404, 500, 502, 504] as const,
    page: (code: number) => `/${code}`,
  },
  /** Legal pages of the public site (spec 2 status page footer). */
  legal: {
    legalNotice: '/es/politica-privacidad/legal',
    privacyPolicy: '/es/politica-privacidad/privacy',
    cookies: '/es/politica-privacidad/privacy#cookies',
    generalConditions: '/es/politica-privacidad/clubs',
  },
} as const;

/** Login path that brings the person back to `from` (and says why when the session expired). */
export function loginPath(from?: string, expiredToken = false): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (expiredToken) query.set('expiredToken', 'true');
  const text = query.toString();
  return text ? `${paths.auth.login}?${text}` : paths.auth.login;
}

export function logoutPath(from?: string, expiredToken = false): string {
  return loginPath(from, expiredToken).replace(paths.auth.login, paths.auth.logout);
}
