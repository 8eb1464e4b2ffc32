import { Button, Paper, Stack, Title } from '@mantine/core';
import type { AccountClaimPreview } from '@tribuna/contract';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useAccountClaim } from '../api/get-account-claim';
import { isInvalidClaim } from '../lib/claim-errors';
import type { ClaimServices } from './claim-services';
import { ClaimSummary } from './claim-summary';
import { ExistingAccountClaim } from './existing-account-claim';
import { NewAccountClaimForm } from './new-account-claim-form';
import { useFinishClaim } from './use-finish-claim';

/** Field errors in Mantine's default red-6 fail WCAG contrast on the grey page; red-9 passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

function InvalidLink() {
  const { t } = useTranslation('account');
  return (
    <Notice tone="danger" role="alert" data-testid="claim-invalid">
      {t('claim.invalid')}
    </Notice>
  );
}

type StepProps = ClaimServices & { token: string; preview: AccountClaimPreview; onInvalid: () => void };

function ClaimStep({ token, preview, onInvalid, signIn, reloadProfile }: StepProps) {
  const onClaimed = useFinishClaim(preview, reloadProfile);
  const step = { token, preview, onInvalid, onClaimed };
  return (
    <Stack gap="lg">
      <ClaimSummary preview={preview} />
      {preview.accountExists ? <ExistingAccountClaim {...step} /> : <NewAccountClaimForm {...step} signIn={signIn} />}
    </Stack>
  );
}

/**
 * /auth/claim-account?token=… (public, clean layout): the link a club sent so a young athlete
 * takes over their record with their own account, by signing in as the invited address or by
 * creating that account here. Composed with sign-in and the profile in app/routes.
 */
export function AccountClaimPage(services: ClaimServices) {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const preview = useAccountClaim(token);
  // A claim refused because the link stopped working turns the page into the invalid-link notice.
  const [invalidated, setInvalidated] = useState(false);

  let body;
  if (!token || invalidated || isInvalidClaim(preview.error)) body = <InvalidLink />;
  else if (preview.isPending) body = <PlaceholderRows />;
  else if (preview.isError) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Notice tone="danger" role="alert" data-testid="claim-load-error">
          {t('claim.loadError')}
        </Notice>
        <Button variant="outline" onClick={() => void preview.refetch()}>
          {t('claim.retry')}
        </Button>
      </Stack>
    );
  } else body = <ClaimStep {...services} token={token} preview={preview.data} onInvalid={() => setInvalidated(true)} />;

  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={600}
      mx="auto"
      mt={{ base: 0, sm: 'lg' }}
      style={READABLE_ERRORS}
    >
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('claim.heading')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
