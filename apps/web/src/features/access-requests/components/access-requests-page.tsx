import { Stack, Text, Title } from '@mantine/core';
import type { AccessRequest } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useDecideAccessRequest, type AccessDecision } from '../api/decide-access-request';
import { useClubAccessRequests } from '../api/get-club-access-requests';
import { sortAccessRequests } from '../lib/sort-requests';
import { AccessRequestItem } from './access-request-item';
import { ConfirmDecisionModal } from './confirm-decision-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PreEnrollmentsSection } from './pre-enrollments-section';

/**
 * Manager access requests of a club (spec 4): pending first, approve or refuse after confirming;
 * then the club's pending pre-enrolments, accepted or refused the same way.
 */
export function AccessRequestsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('onboarding');
  const query = useClubAccessRequests(clubHash);
  const decide = useDecideAccessRequest(clubHash);
  const [target, setTarget] = useState<{ request: AccessRequest; decision: AccessDecision } | null>(null);

  const confirm = async () => {
    if (!target) return;
    const { request, decision } = target;
    const name = `${request.requester.name} ${request.requester.lastname}`;
    try {
      await decide.mutateAsync({ hash: request.hash, decision });
      notify('success', t(decision === 'approve' ? 'approvals.approved' : 'approvals.refused', { name }));
    } catch {
      notify('error', t('approvals.decisionFailed'));
    } finally {
      setTarget(null);
    }
  };

  const requests = sortAccessRequests(query.data?.['hydra:member'] ?? []);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('approvals.title')}</Title>
        <Text c="dimmed">{t('approvals.intro')}</Text>
      </Stack>
      {query.isPending && <PlaceholderRows />}
      {query.isError && (
        <LoadError
          message={t('approvals.loadError')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
          testId="access-requests-error"
        />
      )}
      {query.isSuccess && requests.length === 0 && <Text data-testid="access-requests-empty">{t('approvals.empty')}</Text>}
      {requests.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('approvals.title')}>
          {requests.map((request) => (
            <li key={request.hash}>
              <AccessRequestItem request={request} onDecide={(r, decision) => setTarget({ request: r, decision })} />
            </li>
          ))}
        </Stack>
      )}
      <ConfirmDecisionModal target={target} loading={decide.isPending} onConfirm={() => void confirm()} onClose={() => setTarget(null)} />
      <PreEnrollmentsSection clubHash={clubHash} />
    </Stack>
  );
}
