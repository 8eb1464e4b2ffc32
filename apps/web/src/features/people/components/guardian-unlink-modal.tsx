import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { PersonSummary } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

interface GuardianUnlinkModalProps {
  guardian: PersonSummary | null;
  child: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before unlinking: the guardian stops seeing the child and acting for them. */
export function GuardianUnlinkModal({ guardian, child, pending, onConfirm, onClose }: GuardianUnlinkModalProps) {
  const { t } = useTranslation('person');
  const name = guardian ? `${guardian.name} ${guardian.surname}` : '';
  return (
    <Modal
      opened={guardian !== null}
      onClose={onClose}
      title={t('guardians.unlinkTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text>{t('guardians.unlinkConfirm', { name, child })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.9" loading={pending} onClick={onConfirm} data-testid="confirm-unlink">
            {t('guardians.unlink')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
