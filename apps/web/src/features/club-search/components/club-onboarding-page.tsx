import type { CSSProperties } from 'react';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { sessionState } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { profileQueryOptions, useProfile } from '../../../lib/queries/profile';
import type { CreatedProfile } from '../api/create-profile';
import { useInvitationPreview, type InvitationPreview } from '../api/get-invitation-preview';
import { isInvalidInvitation } from '../lib/onboarding-errors';
import { dashboardPathForRole } from '../../../lib/profile-dashboard';
import { InvitationSummary } from './invitation-summary';
import { OnboardingForm } from './onboarding-form';
import { SignInFirst } from '../../../components/clubs/sign-in-first';

/** Field errors in Mantine's default red-6 fail WCAG contrast on the grey page; red-9 passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

function InvalidLink() {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="sm" align="flex-start">
      <Notice tone="danger" role="alert" data-testid="invitation-invalid">
        {t('errors.invitationInvalid')}
      </Notice>
      <Text size="sm">{t('join.askClub')}</Text>
      <Anchor component={Link} to={paths.clubs.search}>
        {t('join.searchClubs')}
      </Anchor>
    </Stack>
  );
}

/** The signed-in part: already a member of that type, or the form. */
function JoinStep({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  if (profile.isPending) return <PlaceholderRows />;
  if (profile.isError) {
    return (
      <Notice tone="danger" role="alert">
        {t('errors.loadProfile')}
      </Notice>
    );
  }
  const user = profile.data;
  // Spec 1: no second profile of the same type; say so before the person fills the form.
  const clubEntry = user.clubs.find((club) => club.hash === preview.club.hash);
  const existing = Object.values(clubEntry?.profiles ?? {}).some((p) => p.role === preview.role);

  const onJoined = async (created: CreatedProfile) => {
    // The guard of the dashboard reads the cached profile: load it again so the new one is there.
    await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
    notify('success', t('join.joined', { club: created.club.name }));
    await navigate(dashboardPathForRole(created.role, created.club.hash, user.id));
  };

  if (existing) {
    return (
      <Stack gap="sm" align="flex-start">
        <Notice tone="warning" role="alert" data-testid="onboarding-profile-exists">
          {t('errors.profileExists')}
        </Notice>
        <Button component={Link} to={dashboardPathForRole(preview.role, preview.club.hash, user.id)} variant="outline">
          {t('join.goToDashboard')}
        </Button>
      </Stack>
    );
  }
  return <OnboardingForm token={token} preview={preview} user={user} onJoined={onJoined} />;
}

/** Club onboarding (spec 1, 2): an invitation link from the club creates the person's profile. */
export function ClubOnboardingPage() {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const token = params.get('invitation')?.trim() ?? '';
  const session = useSession();
  const signedIn = sessionState(session) === 'active';
  const preview = useInvitationPreview(token);

  let body;
  if (!token) body = <InvalidLink />;
  else if (preview.isPending) body = <PlaceholderRows />;
  else if (preview.isError) {
    body = isInvalidInvitation(preview.error) ? (
      <InvalidLink />
    ) : (
      <Stack gap="sm" align="flex-start">
        <Notice tone="danger" role="alert" data-testid="invitation-load-error">
          {t('errors.loadInvitation')}
        </Notice>
        <Button variant="outline" onClick={() => void preview.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <InvitationSummary preview={preview.data} />
        {signedIn ? <JoinStep token={token} preview={preview.data} /> : <SignInFirst message={t('join.signInFirst')} />}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={560} mx="auto" style={READABLE_ERRORS}>
      <Stack gap="xs">
        <Title order={1}>{t('join.title')}</Title>
        <Text c="dimmed">{t('join.intro')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}
