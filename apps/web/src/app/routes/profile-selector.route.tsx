import type { ProfileClubEntry, ProfileEntry, UserProfileResponse } from '@tribuna/contract';
import { sessionLocaleForClub } from '@tribuna/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { PlaceholderRows } from '../../components/ui/placeholder-rows';
import { ProfileSelector } from '../../features/profile/components/profile-selector';
import { startPathFor, toCurrentProfile } from '../../features/profile/lib/profile-entries';
import { onlyProfile } from '../../features/profile/lib/single-profile';
import { changeLanguage } from '../../lib/i18n/i18n';
import { storedLanguage } from '../../lib/i18n/languages';
import { updateSession } from '../../lib/session/session-store';
import type { FromLoginState } from '../route-handle';

export default function ProfileSelectorRoute() {
  const user = useLoaderData() as UserProfileResponse;
  const navigate = useNavigate();
  const location = useLocation();
  // Right after signing in, an account with a single profile goes straight to it. Any other visit
  // (My profiles, a guard sending here) shows the selector, so it stays reachable.
  const fromLogin = Boolean((location.state as FromLoginState | null)?.fromLogin);
  const single = fromLogin ? onlyProfile(user) : null;
  const entered = useRef(false);

  const choose = useCallback(
    (club: ProfileClubEntry, profile: ProfileEntry, replace = false) => {
      const current = toCurrentProfile(user, club, profile);
      updateSession({ currentProfile: current });
      // Spec 9: without an explicit choice, the interface follows the club's locale.
      if (!storedLanguage()) void changeLanguage(sessionLocaleForClub(club.locale), false);
      void navigate(startPathFor(current, profile), { replace });
    },
    [user, navigate],
  );

  useEffect(() => {
    if (!single || entered.current) return;
    entered.current = true;
    // Replaces the selector in the history: Back does not land on a page that moves on by itself.
    choose(single.club, single.profile, true);
  }, [single, choose]);

  if (single) return <PlaceholderRows />;
  return <ProfileSelector user={user} onChoose={(club, profile) => choose(club, profile)} />;
}
