import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccessRequest } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import type { AccessDecision } from '../api/decide-access-request';

interface ConfirmDecisionModalProps {
  target: { request: AccessRequest; decision: AccessDecision } | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before approving (the person becomes a manager) or refusing a request. */
export function ConfirmDecisionModal({ target, loading, onConfirm, onClose }: ConfirmDecisionModalProps) {
  const { t } = useTranslation('onboarding');
  const decision = target?.decision ?? 'approve';
  const name = target ? `${target.request.requester.name} ${target.request.requester.lastname}` : '';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(`approvals.confirm.${decision}Title`)}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{t(`approvals.confirm.${decision}`, { name, club: target?.request.club.name ?? '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={decision === 'refuse' ? 'red' : undefined} loading={loading} onClick={onConfirm} data-testid="confirm-decision">
            {t(`approvals.${decision}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
