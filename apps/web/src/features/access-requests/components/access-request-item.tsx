import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { AccessRequest } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import type { AccessDecision } from '../api/decide-access-request';
import { DecisionButtons } from './decision-buttons';

const STATUS_COLOUR = { pending: 'accent', approved: 'success', refused: 'red' } as const;

interface AccessRequestItemProps {
  request: AccessRequest;
  onDecide?: (request: AccessRequest, decision: AccessDecision) => void;
}

/** One request: who asks, their message, when, its state, and for pending ones the two actions. */
export function AccessRequestItem({ request, onDecide }: AccessRequestItemProps) {
  const { t, i18n } = useTranslation('onboarding');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const name = `${request.requester.name} ${request.requester.lastname}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="access-request" data-status={request.status}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {request.requester.email}
            </Text>
          </div>
          <Badge color={STATUS_COLOUR[request.status]} variant="light">
            {t(`approvals.status.${request.status}`)}
          </Badge>
        </Group>
        {request.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500} size="sm">
              {t('approvals.message')}:{' '}
            </Text>
            {request.message}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('approvals.sentAt', { date: date.format(new Date(request.createdAt)) })}
          {request.decidedAt && ` · ${t('approvals.decidedAt', { date: date.format(new Date(request.decidedAt)) })}`}
        </Text>
        {request.status === 'pending' && onDecide && (
          <DecisionButtons
            accept={{
              label: t('approvals.approve'),
              ariaLabel: t('approvals.approveWho', { name }),
              testId: 'approve-request',
              onClick: () => onDecide(request, 'approve'),
            }}
            refuse={{
              label: t('approvals.refuse'),
              ariaLabel: t('approvals.refuseWho', { name }),
              testId: 'refuse-request',
              onClick: () => onDecide(request, 'refuse'),
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
