import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { JoiningRequest } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { numericDate, readableDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useDecideRequest, usePendingRequests } from '../api/joining-api';
import { RefuseModal } from './refuse-modal';

/**
 * Persons → Pre-enrolments: sign-ups from the portal waiting for review, oldest first. Accepting
 * makes the person a member, creates their plan's charges and e-mails their account link;
 * refusing e-mails the reason.
 */
export function PreEnrolmentsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('joining');
  const requests = usePendingRequests(clubHash);
  const decide = useDecideRequest(clubHash);
  const [refusing, setRefusing] = useState<JoiningRequest | null>(null);
  const items = requests.data?.['hydra:member'] ?? [];
  const fullName = (request: JoiningRequest) => `${request.name} ${request.surname}`;

  const accept = (request: JoiningRequest) =>
    decide.mutate(
      { requestHash: request.hash, body: { decision: 'accept' } },
      {
        onSuccess: () => notify('success', t('review.accepted', { name: fullName(request) })),
        onError: () => notify('error', t('review.failure')),
      },
    );
  const refuse = (reason: string) => {
    if (!refusing) return;
    decide.mutate(
      { requestHash: refusing.hash, body: { decision: 'refuse', reason } },
      {
        onSuccess: () => notify('success', t('review.refused', { name: fullName(refusing) })),
        onError: () => notify('error', t('review.failure')),
        onSettled: () => setRefusing(null),
      },
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('review.heading')}</Title>
        <Text c="dimmed">{t('review.intro')}</Text>
      </div>
      {requests.isPending && <PlaceholderRows />}
      {requests.isError && <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void requests.refetch()} />}
      {requests.data && items.length === 0 && <Text data-testid="pre-enrolments-empty">{t('review.empty')}</Text>}
      {items.map((request) => (
        <RequestCard
          key={request.hash}
          request={request}
          busy={decide.isPending}
          onAccept={() => accept(request)}
          onRefuse={() => setRefusing(request)}
        />
      ))}
      <RefuseModal
        key={refusing?.hash ?? 'closed'}
        name={refusing ? fullName(refusing) : null}
        busy={decide.isPending}
        onClose={() => setRefusing(null)}
        onRefuse={refuse}
      />
    </Stack>
  );
}

interface RequestCardProps {
  request: JoiningRequest;
  busy: boolean;
  onAccept: () => void;
  onRefuse: () => void;
}

function RequestCard({ request, busy, onAccept, onRefuse }: RequestCardProps) {
  const { t, i18n } = useTranslation('joining');
  const name = `${request.name} ${request.surname}`;
  const details = [
    request.birthDate && t('review.born', { date: numericDate(request.birthDate, i18n.language) }),
    request.dni,
    request.forChild && request.guardianName && t('review.byGuardian', { name: request.guardianName }),
    [request.email, request.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name} data-testid="pre-enrolment">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Badge variant="light">{t(`join.${request.audience}`)}</Badge>
        </Group>
        {details.map((line) => (
          <Text key={String(line)} size="sm">
            {line}
          </Text>
        ))}
        {request.knownGuardian && (
          <Alert color="yellow" variant="light" data-testid="known-guardian">
            {t('review.knownGuardian', { name: `${request.knownGuardian.name} ${request.knownGuardian.surname}` })}
          </Alert>
        )}
        <Text size="sm">
          {request.plan
            ? t('review.plan', {
                plan: request.plan.name,
                price: formatMoney(request.plan.price, i18n.language),
                count: request.plan.instalments,
              })
            : t('review.noPlan')}
        </Text>
        <Text size="sm">{request.mandateIbanEnd ? t('review.mandate', { end: request.mandateIbanEnd }) : t('review.noMandate')}</Text>
        <Text size="sm" c="dimmed">
          {t('review.received', { date: readableDateTime(request.createdAt, i18n.language) })}
        </Text>
        <Group gap="sm">
          <Button onClick={onAccept} loading={busy} data-testid="accept-request">
            {t('review.accept')}
          </Button>
          <Button variant="outline" color="red" onClick={onRefuse} disabled={busy} data-testid="refuse-request">
            {t('review.refuse')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
