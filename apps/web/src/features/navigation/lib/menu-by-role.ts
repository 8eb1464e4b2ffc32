import type { DashboardArea, FeatureCode } from '@tribuna/contract';
import type { IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

export interface MenuItem {
  id: string;
  /** Key in the navigation namespace; ignored when `label` is given (subsidy names). */
  labelKey: string;
  label?: string;
  to?: string;
  icon?: IconName;
  /** The Messages entry carries the unread badge. */
  badge?: 'unread';
  children?: MenuItem[];
}

export interface Menu {
  main: MenuItem[];
  bottom: MenuItem[];
}

export interface MenuContext {
  area: DashboardArea;
  clubHash: string;
  userId: string;
  features: readonly FeatureCode[];
  subsidies: readonly { id: string; name: string }[];
}

function managerMenu({ clubHash, features, subsidies }: MenuContext): Menu {
  const m = paths.manager;
  const leaf = (id: string, to: string, icon?: IconName): MenuItem => ({ id, labelKey: `menu.${id}`, to, icon });
  const main: MenuItem[] = [
    leaf('homepage', m.overview(clubHash), 'home'),
    {
      id: 'messages',
      labelKey: 'menu.messages',
      icon: 'mail',
      badge: 'unread',
      children: [
        leaf('myMessages', m.messages.myMessages(clubHash)),
        leaf('deletedMessages', m.messages.deleted(clubHash)),
        leaf('mailboxManagement', m.messages.mailboxManagement(clubHash)),
      ],
    },
    {
      id: 'persons',
      labelKey: 'menu.persons',
      icon: 'users',
      children: [
        leaf('partners', m.persons.partners(clubHash)),
        leaf('athletes', m.persons.athletes(clubHash)),
        leaf('users', m.persons.users(clubHash)),
        // Its text lives with the invitation pages (onboarding namespace, loaded by the manager area).
        { id: 'invitations', labelKey: 'onboarding:menu.invitationLinks', to: m.persons.invitations(clubHash) },
      ],
    },
    leaf('teams', m.teams(clubHash), 'shirt'),
    leaf('sponsors', m.sponsors(clubHash), 'star'),
    leaf('campaigns', m.campaigns(clubHash), 'cart'),
  ];
  if (features.includes('bookings')) {
    main.push({
      id: 'bookings',
      labelKey: 'menu.bookings',
      icon: 'calendar',
      children: [
        leaf('bookingCalendars', m.bookings.calendars(clubHash)),
        leaf('agenda', m.bookings.agenda(clubHash)),
        leaf('availability', m.bookings.availability(clubHash)),
        leaf('pricingPolicies', m.bookings.pricingPolicies(clubHash)),
        leaf('linkGroups', m.bookings.linkGroups(clubHash)),
        leaf('connectedCalendars', m.bookings.connectedCalendars(clubHash)),
      ],
    });
  }
  main.push(leaf('accessControl', m.accessControl(clubHash), 'key'));
  if (subsidies.length > 0) {
    // Spec 2: the Subsidies submenu goes second, one entry per subsidy, by its name.
    main.splice(1, 0, {
      id: 'subsidies',
      labelKey: 'menu.subsidies',
      icon: 'coins',
      children: subsidies.map((s) => ({ id: `subsidy-${s.id}`, labelKey: 'menu.subsidies', label: s.name, to: m.subsidy(clubHash, s.id) })),
    });
  }
  const bottom: MenuItem[] = [
    {
      id: 'administration',
      labelKey: 'menu.administration',
      icon: 'settings',
      children: [
        leaf('plans', m.administration.plans(clubHash)),
        leaf('settings', m.administration.settings(clubHash)),
        ...(features.includes('custom_card_templates') ? [leaf('cardDesign', m.administration.cardDesign(clubHash))] : []),
        leaf('portal', m.administration.portal(clubHash)),
        leaf('fees', m.administration.fees(clubHash)),
      ],
    },
    leaf('support', m.support(clubHash), 'help'),
  ];
  return { main, bottom };
}

function personalMenu({ area, clubHash, userId, features }: MenuContext): Menu {
  const p = area === 'guardian' ? paths.guardian : paths.member;
  // My ID and Payments are the members' private area: only where the club has it (decision 0008).
  const privateArea = features.includes('area_privada_socios');
  const main: MenuItem[] = [
    { id: 'homepage', labelKey: 'menu.homepage', icon: 'home', to: p.overview(userId, clubHash) },
    ...(privateArea ? [{ id: 'myId', labelKey: 'menu.myId', icon: 'idCard', to: p.myId(userId, clubHash) } satisfies MenuItem] : []),
    {
      id: 'messages',
      labelKey: 'menu.messages',
      icon: 'mail',
      badge: 'unread',
      children: [{ id: 'myMessages', labelKey: 'menu.myMessages', to: p.messages.myMessages(clubHash) }],
    },
    ...(privateArea
      ? [{ id: 'payments', labelKey: 'menu.payments', icon: 'creditCard', to: p.payments(userId, clubHash) } satisfies MenuItem]
      : []),
    { id: 'support', labelKey: 'menu.support', icon: 'help', to: p.support(userId, clubHash) },
  ];
  return { main, bottom: [] };
}

/** The sidebar menu of spec 2 "Navigation menus", by dashboard area. */
export function buildMenu(context: MenuContext): Menu {
  return context.area === 'manager' ? managerMenu(context) : personalMenu(context);
}
