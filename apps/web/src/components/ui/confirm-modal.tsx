import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/**
 * A yes/no question before something that cannot be undone (removing a team, a thread, a campaign,
 * refunding an order): the safe answer has the focus, the other is red.
 */
export function ConfirmModal({ opened, title, message, confirmLabel, loading, onConfirm, onClose, testId }: ConfirmModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid={testId}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose} data-autofocus>
            {t('actions.cancel')}
          </Button>
          {/* red.9: white text on the default red-6 is below 4.5:1. */}
          <Button color="red.9" loading={loading} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
