import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Change-password modal of the user menu. The form is shown so the person knows where it lives;
 * saving arrives with the accounts issue (PATCH /api/users/change-password).
 */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal opened={opened} onClose={onClose} title={t('changePassword.title')} centered closeButtonProps={{ 'aria-label': t('changePassword.close') }}>
      <Stack gap="sm">
        <Alert color="brand" variant="outline" role="status">
          {t('changePassword.comingSoon')}
        </Alert>
        <PasswordInput label={t('changePassword.current')} autoComplete="current-password" disabled />
        <PasswordInput label={t('changePassword.new')} description={t('changePassword.rules')} autoComplete="new-password" disabled />
        <PasswordInput label={t('changePassword.confirm')} autoComplete="new-password" disabled />
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('changePassword.close')}
          </Button>
          <Button disabled>{t('changePassword.submit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
