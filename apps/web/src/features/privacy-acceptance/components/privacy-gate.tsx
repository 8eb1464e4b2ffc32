import { Button, Group, Stack, Text } from '@mantine/core';
import { BlockingModal } from '../../../components/ui/blocking-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/use-session';
import { useAcceptClubPrivacy } from '../api/accept-club-privacy';
import { useClubPrivacy } from '../api/get-club-privacy';
import { PolicyDocument } from './policy-document';

interface PrivacyGateProps {
  clubHash: string;
  clubName: string;
}

/**
 * Before working in a club, its people accept the current privacy policy and terms once a new
 * version was published. Nothing closes the dialog but accepting or signing out. Someone
 * impersonating cannot consent for the person (the API refuses it), so it is not shown then.
 */
export function PrivacyGate(props: PrivacyGateProps) {
  const session = useSession();
  if (!session || session.impersonation) return null;
  return <PrivacyGateDialog {...props} />;
}

function PrivacyGateDialog({ clubHash, clubName }: PrivacyGateProps) {
  // No suspense: the shell around every page must not wait for these texts.
  const { t, ready } = useTranslation('settings', { useSuspense: false });
  const query = useClubPrivacy(clubHash);
  const accept = useAcceptClubPrivacy(clubHash);
  const [outdated, setOutdated] = useState(false);
  const status = query.data;
  if (!ready || !status?.acceptanceRequired) return null;

  const submit = () => {
    setOutdated(false);
    accept.mutate(
      { privacyVersion: status.privacy.version, termsVersion: status.terms.version },
      {
        onError: (error) => {
          // A newer version was published while this one was read: show it and ask again.
          if (error instanceof ApiError && error.httpStatus === 409) {
            setOutdated(true);
            void query.refetch();
          }
        },
      },
    );
  };
  const failed = accept.isError && !outdated;

  return (
    <BlockingModal opened size="lg" title={t('gate.title')}>
      <Stack gap="md" data-testid="privacy-gate">
        <Text>{t('gate.intro', { club: clubName })}</Text>
        {outdated && (
          <Notice tone="warning" role="alert" data-testid="privacy-gate-outdated">
            {t('gate.outdated')}
          </Notice>
        )}
        {failed && (
          <Notice tone="danger" role="alert" data-testid="privacy-gate-error">
            {t('gate.failed')}
          </Notice>
        )}
        <PolicyDocument
          id="privacy"
          title={t('gate.privacy')}
          version={status.privacy.version}
          url={status.privacy.url}
          custom={status.privacy.custom}
          basicInfo={status.privacy.basicInfo}
        />
        <PolicyDocument
          id="terms"
          title={t('gate.terms')}
          version={status.terms.version}
          url={status.terms.url}
          custom={status.terms.custom}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={paths.auth.logout} variant="outline" data-testid="privacy-gate-sign-out">
            {t('gate.signOut')}
          </Button>
          <Button onClick={submit} loading={accept.isPending || query.isFetching} data-testid="privacy-gate-accept">
            {t('gate.accept')}
          </Button>
        </Group>
      </Stack>
    </BlockingModal>
  );
}
