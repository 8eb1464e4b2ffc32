import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ClubProfile, UserProfileResponse } from '@tribuna/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { useClub } from '../api/get-club';
import { useStartImpersonation } from '../api/start-impersonation';
import { ClubPicker } from './club-picker';
import { ConfirmImpersonationDialog } from './confirm-impersonation-dialog';
import { ManagerClubPicker, managerClubs } from './manager-club-picker';
import { ProfilePicker, profileName } from './profile-picker';

/**
 * /admin/impersonate/{clubHash?} (spec 4): an admin picks any club, a manager one of their own
 * clubs; then a profile; after the confirmation this browser works as that profile's user and
 * goes to their profile selector.
 */
export function ImpersonatePage({ selectedClubHash }: { selectedClubHash?: string }) {
  // The admin guard stored the user in the session before this page renders.
  const session = useSession();
  if (!session?.user) return <PlaceholderRows />;
  return <ImpersonateContent user={session.user} impersonating={session.impersonation} selectedClubHash={selectedClubHash} />;
}

interface ContentProps {
  user: UserProfileResponse;
  impersonating: boolean;
  selectedClubHash?: string;
}

function ImpersonateContent({ user, impersonating, selectedClubHash }: ContentProps) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const ownClubs = managerClubs(user);
  // A manager of a single club has nothing to choose: straight to its profiles.
  const onlyClub = !user.admin && ownClubs.length === 1 ? ownClubs[0]?.hash : undefined;
  const clubHash = selectedClubHash ?? onlyClub;
  const [target, setTarget] = useState<ClubProfile | null>(null);
  const start = useStartImpersonation();
  const club = useClub(clubHash);
  const clubName = club.data?.name ?? user.clubs.find((c) => c.hash === clubHash)?.name ?? '';

  useEffect(() => {
    if (!selectedClubHash && onlyClub) void navigate(paths.admin.impersonate(onlyClub), { replace: true });
  }, [selectedClubHash, onlyClub, navigate]);

  if (impersonating) {
    return (
      <Notice tone="danger" role="alert" data-testid="impersonation-forbidden">
        {t('impersonation.forbidden')}
      </Notice>
    );
  }

  const confirm = () => {
    if (!target) return;
    // mutateAsync: the page unmounts as the session switches, and per-call callbacks would be dropped.
    start.mutateAsync(target.hash).then(
      () => navigate(paths.profileSelector, { replace: true }),
      () => undefined, // shown in the dialog through start.isError
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('impersonation.title')}</Title>
      <Text c="dimmed">{t(user.admin ? 'impersonation.intro' : 'impersonation.managerIntro')}</Text>
      {clubHash ? (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('impersonation.profilesTitle', { club: clubName })}
          </Title>
          {(user.admin || ownClubs.length > 1) && (
            <Anchor component={Link} to={paths.admin.impersonate()} size="sm">
              {t('impersonation.otherClub')}
            </Anchor>
          )}
          <ProfilePicker
            clubHash={clubHash}
            ownUserId={user.id}
            onImpersonate={(profile) => {
              start.reset();
              setTarget(profile);
            }}
          />
        </Stack>
      ) : user.admin ? (
        <ClubPicker onChoose={(hash) => void navigate(paths.admin.impersonate(hash))} />
      ) : (
        <ManagerClubPicker clubs={ownClubs} />
      )}
      <ConfirmImpersonationDialog
        target={target && { name: profileName(target), club: clubName }}
        pending={start.isPending}
        error={start.error}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}
