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
 * The manager area's home first shows access requests awaiting a decision to those who decide
 * them (issue 3); guardians see their children (issue 4); members and guardians then what they
 * bought and booked (issue 21), where the club has the shop and bookings.
 */
function highlightsFor(current: { area: string; clubHash: string; userId: string }, features: readonly string[], may: May) {
  if (current.area === AREAS.manager) {
    if (!may('onboarding.decideAccessRequests')) return null;
    return (
      <Suspense fallback={null}>
        <AccessRequestsCard clubHash={current.clubHash} />
      </Suspense>
    );
  }
  const cardLink = (childHash: string) => `${paths.guardian.myId(current.userId, current.clubHash)}#child-${childHash}`;
  return (
    <Suspense fallback={<PlaceholderRows />}>
      {/* "See card" leads to My ID: only where the club has the members' private area. */}
      {current.area === 'guardian' && (
        <GuardianChildrenSection clubHash={current.clubHash} cardLink={features.includes('area_privada_socios') ? cardLink : undefined} />
      )}
      {features.includes('purchable_items') && <ShopSections clubHash={current.clubHash} />}
      {features.includes('bookings') && <BookingsSection clubHash={current.clubHash} />}
    </Suspense>
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
