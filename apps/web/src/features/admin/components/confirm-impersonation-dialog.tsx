import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-error';

interface ConfirmImpersonationDialogProps {
  target: { name: string; club: string } | null;
  pending: boolean;
  /** Why starting failed, or null. */
  error: Error | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec 4: "Do you want to impersonate {name} from the {club}?" before anything happens. */
export function ConfirmImpersonationDialog({ target, pending, error, onConfirm, onCancel }: ConfirmImpersonationDialogProps) {
  const { t } = useTranslation(['session', 'errors']);
  // Spec 8: the person chosen no longer exists (removed meanwhile, or a stale list).
  const unknownPerson = error instanceof ApiError && error.httpStatus === 404;
  return (
    <Modal
      opened={target !== null}
      onClose={onCancel}
      centered
      title={t('impersonation.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('impersonation.cancel') }}
    >
      <Stack gap="md" data-testid="impersonation-confirm">
        <Text data-testid="impersonation-confirm-question">
          {target && t('impersonation.confirm', { name: target.name, club: target.club })}
        </Text>
        {error && (
          <Notice tone="danger" role="alert" data-testid="impersonation-error">
            {unknownPerson ? t('errors:userNotFound') : t('impersonation.startError')}
          </Notice>
        )}
        <Group justify="flex-end">
          <Button variant="outline" onClick={onCancel} disabled={pending} data-testid="impersonation-confirm-cancel">
            {t('impersonation.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending} data-testid="impersonation-confirm-yes">
            {t('impersonation.confirmYes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
