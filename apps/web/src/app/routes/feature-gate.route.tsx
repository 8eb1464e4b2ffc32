import type { FeatureCode } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { paths } from '../../config/paths';
import { AREAS } from '../../config/roles';
import { FeatureOffPanel, type FeatureOffReader } from '../../features/navigation/components/feature-off-panel';
import { dashboardPathFor } from '../../features/profile/lib/profile-entries';
import { mayAs } from '../../lib/permissions';
import { useClubFeatures } from '../../lib/queries/club-features';
import { useProfile } from '../../lib/queries/profile';
import { useSession } from '../../lib/session/use-session';
import type { CurrentProfile } from '../../lib/session/session-store';
import { routeHandle } from '../route-handle';
import { useRouteTitleKey } from '../title-manager';
import { useCurrentAreaProfile } from '../use-current-area-profile';

/**
 * Who may switch the feature on, as the API says: platform admins in Administration → Settings
 * (an impersonation session never reaches it); those who run the club ask the platform through
 * the manager area's Support; everyone else asks the club.
 */
function useReader(current: CurrentProfile): FeatureOffReader {
  const { data: user } = useProfile();
  const session = useSession();
  const may = mayAs(user, current);
  // Both pages are the manager area's: elsewhere the reader only asks the club.
  if (current.area !== AREAS.manager || !may('clubSettings.manage')) return 'asksClub';
  return may('clubSettings.switchFeatures') && !session?.impersonation ? 'switches' : 'asksPlatform';
}

const ACTION_PATH: { readonly [R in FeatureOffReader]: ((clubHash: string) => string) | undefined } = {
  switches: (clubHash) => paths.manager.administration.settings(clubHash),
  asksPlatform: (clubHash) => paths.manager.support(clubHash),
  asksClub: undefined,
};

/**
 * The gate of every page of a club feature (the routes' handle `feature`, router.tsx): the page
 * itself renders only where the club has the feature, so it never makes the calls the API's
 * feature gate refuses; elsewhere the reader learns the club lacks it and who can turn it on.
 */
export default function FeatureGateRoute() {
  const matches = useMatches();
  const current = useCurrentAreaProfile();
  const features = useClubFeatures(current?.clubHash);
  const required = matches.flatMap((match) => routeHandle(match.handle).feature ?? []);
  if (!current || required.length === 0) return <Outlet />;
  // The route's loader (featureLoader) has read them before this renders. When that failed (a
  // network error, offline) the page loads as usual and the shell reports the failure (spec 8):
  // My ID must still open offline, and a retry in progress must not hold the page.
  const enabled = features.data?.map((feature) => feature.code);
  const missing = enabled ? required.find((code) => !enabled.includes(code)) : undefined;
  if (!missing) return <Outlet />;
  return <FeatureOff current={current} feature={missing} />;
}

function FeatureOff({ current, feature }: { current: CurrentProfile; feature: FeatureCode }) {
  const { t } = useTranslation('common');
  const titleKey = useRouteTitleKey();
  const reader = useReader(current);
  return (
    <FeatureOffPanel
      title={titleKey ? t(titleKey) : ''}
      clubName={current.clubName}
      feature={feature}
      reader={reader}
      homePath={dashboardPathFor(current)}
      actionPath={ACTION_PATH[reader]?.(current.clubHash)}
    />
  );
}
