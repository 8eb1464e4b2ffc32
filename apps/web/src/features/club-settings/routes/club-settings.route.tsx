import { CLUB_SETTINGS_ROUTES } from '@tribuna/contract';
import { useParams } from 'react-router';
import { userMay } from '../../../lib/permissions';
import { useSession } from '../../../lib/session/use-session';
import { useProfile } from '../../../lib/queries/profile';
import { ClubSettingsPage } from '../components/club-settings-page';

/** /dashboard/manager/{clubHash}/administration/settings (inside the dashboard shell and its data cache). */
export default function ClubSettingsRoute() {
  const { clubHash = '' } = useParams();
  const { data: user } = useProfile();
  const session = useSession();
  // The features route refuses impersonation sessions: the switches only show to the admin as themself.
  const canSwitchFeatures = userMay(user, CLUB_SETTINGS_ROUTES.switchFeatures.access) && !session?.impersonation;
  return <ClubSettingsPage clubHash={clubHash} canSwitchFeatures={canSwitchFeatures} />;
}
