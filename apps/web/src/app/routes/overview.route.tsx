import { useTranslation } from 'react-i18next';
import { OverviewPage, type QuickLink } from '../../features/dashboard/components/overview-page';
import { useClubFeatures } from '../../features/clubs/api/get-club-features';
import { buildMenu, type MenuItem } from '../../features/navigation/lib/menu-by-role';
import { useProfile } from '../../features/profile/api/get-profile';
import { useCurrentAreaProfile } from '../use-current-area-profile';

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
  const features = useClubFeatures(current?.area === 'manager' ? current.clubHash : undefined);
  if (!current || !user) return null;
  const menu = buildMenu({
    area: current.area,
    clubHash: current.clubHash,
    userId: current.userId,
    features: features.data?.map((f) => f.code) ?? [],
    subsidies: user.clubs.find((c) => c.hash === current.clubHash)?.subsidies ?? [],
  });
  const links = quickLinks([...menu.main, ...menu.bottom], (item) => item.label ?? t(item.labelKey));
  return <OverviewPage firstName={user.name} clubName={current.clubName} clubImage={current.clubImage} role={current.role} links={links} />;
}
