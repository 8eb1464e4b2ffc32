import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PublishVersionModalProps {
  opened: boolean;
  /** The document's translated name (privacy policy, terms). */
  document: string;
  /** The version that publishing creates. */
  version: number;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Publishing asks every member to accept again: it is confirmed first. */
export function PublishVersionModal({ opened, document, version, saving, onConfirm, onCancel }: PublishVersionModalProps) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('policy.publishTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('page.close') }}
      data-testid="publish-version-modal"
    >
      <Stack gap="md">
        <Text>{t('policy.publishBody', { document, version })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={onCancel}>
            {t('policy.cancel')}
          </Button>
          <Button loading={saving} onClick={onConfirm} data-testid="publish-version-confirm">
            {t('policy.confirmPublish', { version })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
