import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AccessRequest } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import type { AccessDecision } from '../api/decide-access-request';

interface DecisionModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** A refusal: the confirm button is red. */
  refusing: boolean;
  loading: boolean;
  confirmTestId: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a decision on a request (manager access or pre-enrolment): what happens, cancel or confirm. */
export function DecisionModal({
  opened,
  title,
  message,
  confirmLabel,
  refusing,
  loading,
  confirmTestId,
  onConfirm,
  onClose,
}: DecisionModalProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={refusing ? 'red' : undefined} loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

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
    <DecisionModal
      opened={target !== null}
      title={t(`approvals.confirm.${decision}Title`)}
      message={t(`approvals.confirm.${decision}`, { name, club: target?.request.club.name ?? '' })}
      confirmLabel={t(`approvals.${decision}`)}
      refusing={decision === 'refuse'}
      loading={loading}
      confirmTestId="confirm-decision"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
