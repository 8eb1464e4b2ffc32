import type { ProfileClubEntry, ProfileEntry, UserProfileResponse } from '@tribuna/contract';
import { sessionLocaleForClub } from '@tribuna/contract';
import { useLoaderData, useNavigate } from 'react-router';
import { ProfileSelector } from '../../features/profile/components/profile-selector';
import { dashboardPathFor, toCurrentProfile } from '../../features/profile/lib/profile-entries';
import { changeLanguage } from '../../lib/i18n/i18n';
import { storedLanguage } from '../../lib/i18n/languages';
import { updateSession } from '../../lib/session/session-store';

export default function ProfileSelectorRoute() {
  const user = useLoaderData() as UserProfileResponse;
  const navigate = useNavigate();

  const choose = (club: ProfileClubEntry, profile: ProfileEntry) => {
    const current = toCurrentProfile(user, club, profile);
    updateSession({ currentProfile: current });
    // Spec 9: without an explicit choice, the interface follows the club's locale.
    if (!storedLanguage()) void changeLanguage(sessionLocaleForClub(club.locale), false);
    void navigate(dashboardPathFor(current));
  };

  return <ProfileSelector user={user} onChoose={choose} />;
}
