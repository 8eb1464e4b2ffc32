import { Stack } from '@mantine/core';
import { CLUB_SETTINGS_ROUTES } from '@tribuna/contract';
import { useParams } from 'react-router';
import { ImpersonatePage } from '../../features/admin/components/impersonate-page';
import { ClubFeaturesPanel } from '../../features/club-settings/components/club-features-panel';
import { userMay } from '../../lib/permissions';
import { useSession } from '../../lib/session/use-session';

/**
 * /admin/impersonate/{clubHash?}. With a club chosen, a platform admin also switches its features
 * here: this is the page that reaches any club (the club's own settings need a manager profile).
 */
export default function AdminImpersonateRoute() {
  const { clubHash } = useParams();
  const session = useSession();
  const canSwitchFeatures =
    Boolean(clubHash) && userMay(session?.user, CLUB_SETTINGS_ROUTES.switchFeatures.access) && !session?.impersonation;
  return (
    <Stack gap="xl">
      <ImpersonatePage selectedClubHash={clubHash} />
      {canSwitchFeatures && clubHash && <ClubFeaturesPanel key={clubHash} clubHash={clubHash} />}
    </Stack>
  );
}
