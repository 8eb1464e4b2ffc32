import type { UserProfileResponse } from '@tribuna/contract';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DashboardLayout } from '../../components/layouts/dashboard-layout';
import { useClubFeatures } from '../../lib/queries/club-features';
import { SidebarMenu } from '../../features/navigation/components/sidebar-menu';
import { useUnreadBadge } from '../../features/messages/hooks/use-unread-badge';
import { PrivacyGate } from '../../features/privacy-acceptance/components/privacy-gate';
import { buildMenu } from '../../features/navigation/lib/area-menu';
import { mayAs } from '../../lib/permissions';
import { useProfile } from '../../lib/queries/profile';
import { UserMenu } from '../../features/profile/components/user-menu';
import { notify } from '../../lib/notify';
import { QueryProvider } from '../../lib/query-provider';
import { OutageGate } from '../../components/errors/outage-gate';
import type { CurrentProfile } from '../../lib/session/session-store';
import { routeHandle } from '../route-handle';
import { useCurrentAreaProfile } from '../use-current-area-profile';

function ClubMenu({ current, user }: { current: CurrentProfile; user: UserProfileResponse }) {
  const { t } = useTranslation('errors');
  // Every area's menu depends on the club's features (bookings; the members' private area).
  const features = useClubFeatures(current.clubHash);
  // Polls the unread count and keeps the messaging event stream of the active profile open.
  const unread = useUnreadBadge(current.clubHash, current.profileHash);
  const subsidies = user.clubs.find((club) => club.hash === current.clubHash)?.subsidies ?? [];

  // Spec 8: a failure to load the club's features shows a danger alert.
  useEffect(() => {
    if (features.isError) notify('error', t('loadFeatures'));
  }, [features.isError, t]);

  const menu = buildMenu({
    area: current.area,
    clubHash: current.clubHash,
    userId: current.userId,
    features: features.data?.map((feature) => feature.code) ?? [],
    subsidies,
    may: mayAs(user, current),
  });
  return <SidebarMenu menu={menu} unread={unread} />;
}

/** Dashboard layout with the menu of the club and role in the URL (none on selector and admin pages). */
export default function DashboardShellRoute() {
  // My ID and the door scanner decide with what they keep offline: an outage never hides them.
  const worksOffline = useMatches().some((match) => routeHandle(match.handle).worksOffline);
  return (
    <QueryProvider>
      {/* The API or its database out of reach: the 502/504 page until it answers again. */}
      <OutageGate disabled={worksOffline}>
        <DashboardShell />
      </OutageGate>
    </QueryProvider>
  );
}

function DashboardShell() {
  const current = useCurrentAreaProfile();
  const { data: user } = useProfile();
  if (!user) return <DashboardLayout userMenu={null} />;
  return (
    <>
      <DashboardLayout
        menu={current ? <ClubMenu current={current} user={user} /> : undefined}
        userMenu={<UserMenu user={user} current={current} />}
      />
      {/* In any club area: a new privacy policy or terms version is accepted before working there. */}
      {current && <PrivacyGate key={current.clubHash} clubHash={current.clubHash} clubName={current.clubName} />}
    </>
  );
}
