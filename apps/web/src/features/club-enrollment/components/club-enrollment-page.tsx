import { SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { sessionState } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { SignInFirst } from '../../../components/clubs/sign-in-first';
import { profileQueryOptions, useProfile } from '../../../lib/queries/profile';
import { RegisterClubForm } from './register-club-form';
import { RequestAccessPanel } from './request-access-panel';

/** Field errors in Mantine's default red-6 fail WCAG contrast on the grey page; red-9 passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

export type EnrollmentMode = 'register' | 'request';

function SignedInEnrollment() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const mode: EnrollmentMode = params.get('mode') === 'request' ? 'request' : 'register';
  const narrow = useMediaQuery('(max-width: 36em)');
  const labelId = useId();

  // The dashboard's guard reads the cached profile; reload it so the new manager profile is there.
  const openPanel = async (clubHash: string) => {
    await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
    await navigate(paths.manager.overview(clubHash));
  };

  if (profile.isPending) return <PlaceholderRows />;
  if (profile.isError) {
    return (
      <Notice tone="danger" role="alert">
        {t('errors.loadProfile')}
      </Notice>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <VisuallyHidden id={labelId}>{t('enrollment.choose')}</VisuallyHidden>
        <SegmentedControl
          fullWidth
          orientation={narrow ? 'vertical' : 'horizontal'}
          aria-labelledby={labelId}
          value={mode}
          onChange={(value) => setParams(value === 'request' ? { mode: 'request' } : {}, { replace: true })}
          data={[
            { value: 'register', label: t('enrollment.registerOption') },
            { value: 'request', label: t('enrollment.requestOption') },
          ]}
          data-testid="enrollment-mode"
        />
      </div>
      {mode === 'register' ? (
        <RegisterClubForm
          onRegistered={async (club, logoUploaded) => {
            notify('success', t('register.created', { name: club.name }));
            if (logoUploaded === false) notify('error', t('register.logoFailed'));
            await openPanel(club.hash);
          }}
        />
      ) : (
        <RequestAccessPanel user={profile.data} onOpenPanel={(hash) => void openPanel(hash)} />
      )}
    </Stack>
  );
}

/** Club enrollment (spec 2, clean layout, no tab title): register a club or ask to manage one. */
export function ClubEnrollmentPage() {
  const { t } = useTranslation('onboarding');
  const signedIn = sessionState(useSession()) === 'active';
  return (
    <Stack gap="lg" maw={720} mx="auto" style={READABLE_ERRORS}>
      <Stack gap="xs">
        <Title order={1}>{t('enrollment.title')}</Title>
        <Text c="dimmed">{t('enrollment.intro')}</Text>
      </Stack>
      {signedIn ? <SignedInEnrollment /> : <SignInFirst message={t('enrollment.signInFirst')} />}
    </Stack>
  );
}
