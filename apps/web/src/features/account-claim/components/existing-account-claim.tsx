import { Button, Stack } from '@mantine/core';
import type { AccountClaimPreview, AccountClaimResult } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { loginPath, logoutPath } from '../../../config/paths';
import { sessionState } from '../../../lib/session/session-store';
import { useSession } from '../../../lib/session/use-session';
import { useClaimAccount } from '../api/claim-account';
import { claimFailureKey, isInvalidClaim } from '../lib/claim-errors';

interface Props {
  token: string;
  preview: AccountClaimPreview;
  onInvalid: () => void;
  onClaimed: (result: AccountClaimResult) => Promise<void>;
}

/**
 * The invited address has an account: only that account, signed in, may add the record to
 * itself (the API checks the same). Others are asked to sign in, or to switch account, and come
 * back here afterwards.
 */
export function ExistingAccountClaim({ token, preview, onInvalid, onClaimed }: Props) {
  const { t } = useTranslation('account');
  const session = useSession();
  const location = useLocation();
  const mutation = useClaimAccount(token);
  const [failure, setFailure] = useState<unknown>(null);
  const here = location.pathname + location.search;
  const signedIn = sessionState(session) === 'active';
  const current = (session?.user?.username ?? session?.userIdentifier ?? '').toLowerCase();

  if (!signedIn) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="claim-sign-in">
        <Notice tone="info">{t('claim.existingAccount', { email: preview.email })}</Notice>
        <Button component={Link} to={loginPath(here)}>
          {t('claim.signIn', { email: preview.email })}
        </Button>
      </Stack>
    );
  }
  if (current !== preview.email) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="claim-switch-account">
        <Notice tone="warning">{t('claim.signedInAs', { current, email: preview.email })}</Notice>
        <Button component={Link} to={logoutPath(here)} variant="outline">
          {t('claim.switchAccount', { email: preview.email })}
        </Button>
      </Stack>
    );
  }

  const claim = async () => {
    setFailure(null);
    try {
      await onClaimed(await mutation.mutateAsync(null));
    } catch (error) {
      if (isInvalidClaim(error)) return onInvalid();
      setFailure(error);
    }
  };

  return (
    <Stack gap="sm" align="flex-start" data-testid="claim-existing-account">
      {failure !== null && (
        <Notice tone="danger" role="alert" data-testid="claim-error">
          {t(claimFailureKey(failure))}
        </Notice>
      )}
      <Button loading={mutation.isPending} onClick={() => void claim()}>
        {t('claim.confirmExisting')}
      </Button>
    </Stack>
  );
}
