import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../components/ui/placeholder-rows';
import { paths } from '../../config/paths';
import { OverviewPage, type QuickLink } from '../../features/dashboard/components/overview-page';
import { useClubFeatures } from '../../lib/queries/club-features';
import { AccessRequestsCard } from '../../features/access-requests/components/access-requests-card';
import { GuardianChildrenSection } from '../../features/families/components/guardian-children-section';
import { buildMenu, type MenuItem } from '../../features/navigation/lib/area-menu';
import { AREAS } from '../../config/roles';
import { mayAs, type May } from '../../lib/permissions';
import { useProfile } from '../../lib/queries/profile';
import { useCurrentAreaProfile } from '../use-current-area-profile';
import { BookingsSection } from '../../features/member-home/components/bookings-section';
import { OrdersSection } from '../../features/member-home/components/orders-section';
import { TicketsSection } from '../../features/member-home/components/tickets-section';
import { useMyTickets } from '../../features/shop/api/shop';
import type { MyCharge } from '@tribuna/contract';
import { ActionsSection, type ActionKind } from '../../features/dashboard/components/actions-section';
import { MetricsSection } from '../../features/dashboard/components/metrics-section';
import { useUnread } from '../../features/messages/api/get-unread';
import { useMyHome } from '../../features/member-home/api/member-home';
import { AtAGlance, type ChargesDue } from '../../features/member-home/components/at-a-glance';
import { NewsSection } from '../../features/member-home/components/news-section';
import { OwnTeams } from '../../features/member-home/components/own-teams';
import { PersonTeams } from '../../features/member-home/components/person-teams';
import { useMyCharges } from '../../features/payments/api/payments';
import type { CurrentProfile } from '../../lib/session/session-store';

/** One quick link per top-level menu entry (its first page for submenus), homepage excluded. */
function quickLinks(items: MenuItem[], label: (item: MenuItem) => string): QuickLink[] {
  return items
    .filter((item) => item.id !== 'homepage')
    .map((item) => {
      const to = item.to ?? item.children?.[0]?.to;
      return to ? { id: item.id, label: label(item), to, icon: item.icon ?? 'info' } : null;
    })
    .filter((link): link is QuickLink => link !== null);
}

/** Home of the manager, guardian and member dashboards. */
export default function OverviewRoute() {
  const { t } = useTranslation('navigation');
  const current = useCurrentAreaProfile();
  const { data: user } = useProfile();
  // Every area's links depend on the club's features (bookings; the members' private area).
  const features = useClubFeatures(current?.clubHash);
  if (!current || !user) return null;
  const may = mayAs(user, current);
  const menu = buildMenu({
    area: current.area,
    clubHash: current.clubHash,
    userId: current.userId,
    features: features.data?.map((f) => f.code) ?? [],
    subsidies: user.clubs.find((c) => c.hash === current.clubHash)?.subsidies ?? [],
    may,
  });
  const links = quickLinks([...menu.main, ...menu.bottom], (item) => item.label ?? t(item.labelKey));
  return (
    <OverviewPage
      firstName={user.name}
      clubName={current.clubName}
      clubImage={current.clubImage}
      role={current.role}
      links={links}
      highlights={highlightsFor(current, features.data?.map((f) => f.code) ?? [], may)}
    />
  );
}

/**
 * The manager area's home (issue 25) first shows what waits now (live: access requests, sign-ups,
 * unread messages, orders to deliver, overdue charges, returned debits), then the access requests
 * to decide (issue 3) and the club's figures (daily summaries). Guardians and members see the next
 * training, unread messages and charges due at a glance, the children with their teams (issue 4),
 * the club's news, and what they bought and booked (issue 21), where the club has the shop and bookings.
 */
function highlightsFor(current: CurrentProfile, features: readonly string[], may: May) {
  if (current.area === AREAS.manager) return <ManagerHighlights current={current} features={features} may={may} />;
  return (
    <Suspense fallback={<PlaceholderRows />}>
      <PersonalHighlights current={current} features={features} />
    </Suspense>
  );
}

function ManagerHighlights({ current, features, may }: { current: CurrentProfile; features: readonly string[]; may: May }) {
  const unread = useUnread(current.clubHash, may('communications.read') ? current.profileHash : null);
  const m = paths.manager;
  const linkOf = (kind: ActionKind): string | null => {
    switch (kind) {
      case 'accessRequests':
        return may('onboarding.decideAccessRequests') ? m.accessRequests(current.clubHash) : null;
      case 'preEnrolments':
        return m.persons.preEnrolments(current.clubHash);
      case 'unreadMessages':
        return m.messages.myMessages(current.clubHash);
      case 'ordersToDeliver':
        return features.includes('purchable_items') ? m.campaigns(current.clubHash) : null;
      case 'overdueCharges':
        return m.administration.fees(current.clubHash);
      case 'returnedDebits':
        return m.administration.directDebits(current.clubHash);
    }
  };
  return (
    <Suspense fallback={<PlaceholderRows />}>
      {may('homeActions.read') && (
        <ActionsSection clubHash={current.clubHash} linkOf={linkOf} unread={unread.data ? unread.data.unreadMessages : null} />
      )}
      {may('onboarding.decideAccessRequests') && <AccessRequestsCard clubHash={current.clubHash} />}
      {may('metrics.read') && <MetricsSection clubHash={current.clubHash} />}
    </Suspense>
  );
}

/** Still owed: the Payments page's due charges, summed; the soonest due date and how many are overdue. */
function chargesDue(charges: MyCharge[] | undefined): ChargesDue | undefined {
  if (!charges) return undefined;
  const due = charges.filter((charge) => charge.due && charge.state !== 'in_collection');
  const dates = due.map((charge) => charge.dueOn).sort();
  return {
    count: due.length,
    amount: due.reduce((sum, charge) => sum + charge.amount, 0),
    nextDueOn: dates[0] ?? null,
    overdue: due.filter((charge) => charge.state === 'unpaid' || charge.state === 'returned').length,
  };
}

function PersonalHighlights({ current, features }: { current: CurrentProfile; features: readonly string[] }) {
  const area = current.area === 'guardian' ? 'guardian' : 'member';
  const home = useMyHome(current.clubHash);
  const unread = useUnread(current.clubHash, current.profileHash);
  const privateArea = features.includes('area_privada_socios');
  // The charges are read only where the club has the members' area (the API refuses them elsewhere).
  const charges = useMyCharges(current.clubHash, privateArea);
  const people = home.data?.people ?? [];
  const timeZone = home.data?.timeZone ?? 'Europe/Madrid';
  const own = people.filter((person) => person.relation === 'self' && person.teams.length > 0);
  const teamsOf = (hashes: readonly string[]) => {
    const child = people.find((person) => hashes.includes(person.hash));
    return child ? <PersonTeams person={child} timeZone={timeZone} /> : null;
  };
  const cardLink = (childHash: string) => `${paths.guardian.myId(current.userId, current.clubHash)}#child-${childHash}`;
  const messages = paths[area].messages;
  return (
    <>
      <AtAGlance
        home={home.data}
        unread={{ count: unread.data?.unreadMessages ?? 0, to: messages.myMessages(current.clubHash) }}
        charges={
          privateArea
            ? { due: chargesDue(charges.data?.['hydra:member']), to: paths[area].payments(current.userId, current.clubHash) }
            : null
        }
      />
      {/* "See card" leads to My ID: only where the club has the members' private area. */}
      {current.area === 'guardian' && (
        <GuardianChildrenSection clubHash={current.clubHash} cardLink={privateArea ? cardLink : undefined} extra={teamsOf} />
      )}
      {own.length > 0 && <OwnTeams people={own} timeZone={timeZone} />}
      <NewsSection
        state={home}
        news={home.data?.news ?? []}
        threadLink={(threadHash) => messages.thread(current.clubHash, threadHash)}
        allLink={messages.myMessages(current.clubHash)}
      />
      {features.includes('purchable_items') && <ShopSections clubHash={current.clubHash} />}
      {features.includes('bookings') && <BookingsSection clubHash={current.clubHash} />}
    </>
  );
}
/** The next tickets (the shop's read of them, shared with My tickets) and the order history. */
function ShopSections({ clubHash }: { clubHash: string }) {
  const tickets = useMyTickets();
  return (
    <>
      <TicketsSection clubHash={clubHash} tickets={tickets} />
      <OrdersSection clubHash={clubHash} />
    </>
  );
}
