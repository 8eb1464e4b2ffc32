import type { DashboardArea, FeatureCode } from '@tribuna/contract';
import type { IconName } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import type { Action, May } from '../../../lib/permissions';

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
  /**
   * The API action the page needs (as its routes declare it, e.g. 'teams.manage'): the entry shows
   * only when the API says the person may do it. Entries without one show to everyone in the area.
   */
  needs?: Action;
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
  /** What the person may do as the profile in use (lib/permissions: the API's `can` lists). */
  may: May;
}

function managerMenu({ clubHash, features, subsidies }: MenuContext): Menu {
  const m = paths.manager;
  const leaf = (id: string, to: string, needs?: Action, icon?: IconName): MenuItem => ({ id, labelKey: `menu.${id}`, to, needs, icon });
  const main: MenuItem[] = [
    leaf('homepage', m.overview(clubHash), undefined, 'home'),
    {
      id: 'messages',
      labelKey: 'menu.messages',
      icon: 'mail',
      badge: 'unread',
      children: [
        leaf('myMessages', m.messages.myMessages(clubHash), 'communications.read'),
        leaf('deletedMessages', m.messages.deleted(clubHash), 'communications.moderate'),
        leaf('mailboxManagement', m.messages.mailboxManagement(clubHash), 'communications.manageMailboxes'),
      ],
    },
    {
      id: 'persons',
      labelKey: 'menu.persons',
      icon: 'users',
      children: [
        leaf('partners', m.persons.partners(clubHash), 'people.list'),
        leaf('athletes', m.persons.athletes(clubHash), 'people.list'),
        leaf('users', m.persons.users(clubHash), 'people.list'),
        // Its text lives with the invitation pages (onboarding namespace, loaded by the manager area).
        {
          id: 'invitations',
          labelKey: 'onboarding:menu.invitationLinks',
          to: m.persons.invitations(clubHash),
          needs: 'invitations.manage',
        },
        // Sign-ups and activities from the portal (joining namespace, loaded by the manager area).
        { id: 'preEnrolments', labelKey: 'joining:menu.preEnrolments', to: m.persons.preEnrolments(clubHash), needs: 'joining.manage' },
        { id: 'activities', labelKey: 'joining:menu.activities', to: m.activities(clubHash), needs: 'joining.manage' },
      ],
    },
    leaf('teams', m.teams(clubHash), 'teams.manage', 'shirt'),
    leaf('sponsors', m.sponsors(clubHash), 'sponsors.manage', 'star'),
    leaf('campaigns', m.campaigns(clubHash), 'commerce.manage', 'cart'),
  ];
  if (features.includes('bookings')) {
    main.push({
      id: 'bookings',
      labelKey: 'menu.bookings',
      icon: 'calendar',
      children: [
        leaf('bookingCalendars', m.bookings.calendars(clubHash), 'bookings.manage'),
        leaf('agenda', m.bookings.agenda(clubHash), 'bookings.manage'),
        leaf('availability', m.bookings.availability(clubHash), 'bookings.manage'),
        leaf('pricingPolicies', m.bookings.pricingPolicies(clubHash), 'bookings.manage'),
        leaf('linkGroups', m.bookings.linkGroups(clubHash), 'bookings.manage'),
        leaf('connectedCalendars', m.bookings.connectedCalendars(clubHash), 'bookings.manage'),
      ],
    });
  }
  main.push(leaf('accessControl', m.accessControl(clubHash), undefined, 'key'));
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
        leaf('settings', m.administration.settings(clubHash), 'clubSettings.manage'),
        ...(features.includes('custom_card_templates')
          ? [leaf('cardDesign', m.administration.cardDesign(clubHash), 'clubSettings.manage')]
          : []),
        leaf('portal', m.administration.portal(clubHash), 'portal.manage'),
        leaf('fees', m.administration.fees(clubHash)),
        { id: 'subsidiesAdmin', labelKey: 'menu.subsidies', to: m.administration.subsidies(clubHash), needs: 'subsidies.manage' },
        leaf('audit', m.administration.audit(clubHash), 'dataRights.audit'),
        leaf('dataRights', m.administration.dataRights(clubHash), 'dataRights.manage'),
      ],
    },
    leaf('support', m.support(clubHash), undefined, 'help'),
  ];
  return { main, bottom };
}

function personalMenu({ area, clubHash, userId, features }: MenuContext): Menu {
  const p = area === 'guardian' ? paths.guardian : paths.member;
  // My ID and Payments are the members' private area: only where the club has it (decision 0008).
  const privateArea = features.includes('area_privada_socios');
  const main: MenuItem[] = [
    { id: 'homepage', labelKey: 'menu.homepage', icon: 'home', to: p.overview(userId, clubHash) },
    // A door controller's member profile (issue 24): the scanner is the one page the flag opens.
    { id: 'scanner', labelKey: 'menu.scanner', icon: 'key', to: paths.manager.accessControlScan(clubHash), needs: 'accessControl.scan' },
    ...(privateArea
      ? [
          {
            id: 'myId',
            labelKey: 'menu.myId',
            icon: 'idCard',
            to: p.myId(userId, clubHash),
            needs: 'memberCard.readOwn',
          } satisfies MenuItem,
        ]
      : []),
    {
      id: 'messages',
      labelKey: 'menu.messages',
      icon: 'mail',
      badge: 'unread',
      children: [{ id: 'myMessages', labelKey: 'menu.myMessages', to: p.messages.myMessages(clubHash), needs: 'communications.read' }],
    },
    ...(privateArea
      ? [{ id: 'payments', labelKey: 'menu.payments', icon: 'creditCard', to: p.payments(userId, clubHash) } satisfies MenuItem]
      : []),
    { id: 'support', labelKey: 'menu.support', icon: 'help', to: p.support(userId, clubHash) },
  ];
  return { main, bottom: [] };
}

const AREA_MENU: { readonly [A in DashboardArea]: (context: MenuContext) => Menu } = {
  manager: managerMenu,
  guardian: personalMenu,
  member: personalMenu,
};

/** The entries the person may open: a submenu goes when none of its entries is left. */
function allowedOnly(items: readonly MenuItem[], may: May): MenuItem[] {
  return items.flatMap((item) => {
    if (item.needs && !may(item.needs)) return [];
    if (!item.children) return [item];
    const children = allowedOnly(item.children, may);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/**
 * The sidebar menu of spec 2 "Navigation menus": the area's entries (the areas are route
 * segments), each shown only when the API lets the person do what its page needs.
 */
export function buildMenu(context: MenuContext): Menu {
  const { main, bottom } = AREA_MENU[context.area](context);
  return { main: allowedOnly(main, context.may), bottom: allowedOnly(bottom, context.may) };
}
