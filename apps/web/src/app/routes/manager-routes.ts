import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { AREAS } from '../../config/roles';
import { messageRoutes } from './message-routes';
import {
  BOOKINGS,
  CARD_FORMS,
  COMMERCE,
  FEES,
  IMPORTS,
  JOINING,
  MESSAGES,
  ONBOARDING,
  PEOPLE,
  PORTAL,
  RIGHTS,
  SETTINGS,
  SPONSORS,
  SUBSIDIES,
  SUPPORT,
  TEAMS,
  gated,
  page,
  pageWith,
} from './route-builders';

const m = paths.manager;

/** The club manager's pages (spec 2), under /dashboard/manager/{userId}/{clubHash}. */
export function managerRoutes(): RouteObject[] {
  return [
    { path: m.overview.pattern, handle: { title: 'titles.homepage' }, lazy: page(() => import('./overview.route')) },
    gated('bookings', [
      {
        path: m.bookings.agenda.pattern,
        handle: { title: 'titles.bookingsAgenda' },
        lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/agenda.route')),
      },
      {
        path: m.bookings.calendars.pattern,
        handle: { title: 'titles.bookingCalendars' },
        lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/calendars.route')),
      },
      {
        path: m.bookings.availability.pattern,
        handle: { title: 'titles.bookingsAvailability' },
        lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/availability.route')),
      },
      {
        path: m.bookings.connectedCalendars.pattern,
        handle: { title: 'titles.connectedCalendars' },
        lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/connected-calendars.route')),
      },
      {
        path: m.bookings.pricingPolicies.pattern,
        handle: { title: 'titles.pricingPolicies' },
        lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/pricing-policies.route')),
      },
      {
        path: m.bookings.linkGroups.pattern,
        handle: { title: 'titles.linkGroups' },
        lazy: pageWith(BOOKINGS, () => import('../../features/bookings/routes/link-groups.route')),
      },
    ]),
    {
      path: m.accessControl.pattern,
      handle: { title: 'titles.accessControl' },
      // The log reads the scanner's words for results and reasons.
      lazy: pageWith(['access', 'scanner', 'forms'], () => import('../../features/access-control/routes/access-control.route')),
    },
    {
      path: m.accessRequests.pattern,
      handle: { title: 'onboarding:titles.accessRequests' },
      lazy: pageWith(ONBOARDING, () => import('../../features/access-requests/routes/access-requests.route')),
    },
    {
      path: m.persons.invitations.pattern,
      handle: { title: 'onboarding:titles.invitations' },
      lazy: pageWith(ONBOARDING, () => import('../../features/invitations/routes/invitations.route')),
    },
    gated('purchable_items', [
      {
        path: m.campaigns.pattern,
        handle: { title: 'titles.campaigns' },
        lazy: pageWith(COMMERCE, () => import('../../features/campaigns/routes/campaigns.route')),
      },
      {
        path: m.campaign.pattern,
        handle: { title: 'titles.campaign' },
        lazy: pageWith(COMMERCE, () => import('../../features/campaigns/routes/campaign.route')),
      },
    ]),
    {
      path: m.persons.preEnrolments.pattern,
      handle: { title: 'joining:titles.preEnrolments' },
      lazy: pageWith(JOINING, () => import('../../features/joining/routes/pre-enrolments.route')),
    },
    {
      path: m.activities.pattern,
      handle: { title: 'joining:titles.manageActivities' },
      lazy: pageWith(JOINING, () => import('../../features/joining/routes/manage-activities.route')),
    },
    {
      path: m.sponsors.pattern,
      handle: { title: 'titles.sponsors' },
      lazy: pageWith(SPONSORS, () => import('../../features/sponsors/routes/sponsors.route')),
    },
    {
      path: m.teams.pattern,
      handle: { title: 'titles.teams' },
      lazy: pageWith(TEAMS, () => import('../../features/teams/routes/teams.route')),
    },
    {
      path: m.teamDetails.pattern,
      handle: { title: 'titles.teamDetails' },
      lazy: pageWith(TEAMS, () => import('../../features/teams/routes/team-details.route')),
    },
    {
      path: m.persons.partners.pattern,
      handle: { title: 'titles.partners' },
      lazy: pageWith(PEOPLE, () => import('../../features/people/routes/partners.route')),
    },
    {
      path: m.persons.athletes.pattern,
      handle: { title: 'titles.athletes' },
      lazy: pageWith(PEOPLE, () => import('../../features/people/routes/athletes.route')),
    },
    {
      path: m.persons.users.pattern,
      handle: { title: 'titles.users' },
      lazy: pageWith(PEOPLE, () => import('../../features/people/routes/users.route')),
    },
    {
      path: m.persons.person.pattern,
      handle: { title: 'person:titles.person' },
      lazy: pageWith(PEOPLE, () => import('../../features/people/routes/person.route')),
    },
    {
      path: m.persons.import.pattern,
      handle: { title: 'imports:titles.import' },
      lazy: pageWith(IMPORTS, () => import('../../features/people-import/routes/people-import.route')),
    },
    {
      path: m.administration.plans.pattern,
      handle: { title: 'titles.plans' },
      lazy: pageWith(FEES, () => import('../../features/fees/routes/plans.route')),
    },
    {
      path: m.administration.settings.pattern,
      handle: { title: 'titles.settings' },
      lazy: pageWith(SETTINGS, () => import('../../features/club-settings/routes/club-settings.route')),
    },
    // The club's own card design (decision 0008).
    gated('custom_card_templates', [
      {
        path: m.administration.cardDesign.pattern,
        handle: { title: 'titles.cardDesign' },
        lazy: pageWith(CARD_FORMS, () => import('../../features/member-card/routes/card-design.route')),
      },
    ]),
    {
      path: m.administration.portal.pattern,
      handle: { title: 'titles.portalSettings' },
      lazy: pageWith(PORTAL, () => import('../../features/portal-settings/routes/portal-components.route')),
    },
    {
      path: m.administration.fees.pattern,
      handle: { title: 'titles.fees' },
      lazy: pageWith(FEES, () => import('../../features/fees/routes/fees.route')),
    },
    {
      path: m.administration.directDebits.pattern,
      handle: { title: 'sepa:title' },
      lazy: pageWith(['sepa', 'forms'], () => import('../../features/direct-debits/routes/direct-debits.route')),
    },
    {
      // The platform's support for managers (their club is the one others write to).
      path: m.support.pattern,
      handle: { title: 'titles.support' },
      lazy: pageWith(SUPPORT, () => import('../../features/support/routes/manager-support.route')),
    },
    {
      path: m.administration.subsidies.pattern,
      handle: { title: 'subsidies:title' },
      lazy: pageWith(SUBSIDIES, () => import('../../features/subsidies/routes/subsidies.route')),
    },
    {
      path: m.administration.audit.pattern,
      handle: { title: 'rights:audit.title' },
      lazy: pageWith(RIGHTS, () => import('../../features/data-rights/routes/audit.route')),
    },
    {
      path: m.administration.dataRights.pattern,
      handle: { title: 'rights:rights.title' },
      lazy: pageWith(RIGHTS, () => import('../../features/data-rights/routes/data-rights.route')),
    },
    {
      path: m.subsidy.pattern,
      handle: { title: 'titles.subsidy' },
      lazy: pageWith(SUBSIDIES, () => import('../../features/subsidies/routes/subsidy.route')),
    },
    ...messageRoutes(AREAS.manager),
    {
      path: m.messages.mailboxManagement.pattern,
      handle: { title: 'titles.mailboxManagement' },
      lazy: pageWith(MESSAGES, () => import('../../features/messages/routes/mailbox-management.route')),
    },
    {
      path: m.messages.deleted.pattern,
      handle: { title: 'titles.deletedMessages' },
      lazy: pageWith(MESSAGES, () => import('../../features/messages/routes/deleted-messages.route')),
    },
  ];
}
