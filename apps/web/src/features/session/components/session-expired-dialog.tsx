import { Button, Group, Stack, Text } from '@mantine/core';
import { BlockingModal } from '../../../components/ui/blocking-modal';
import { useTranslation } from 'react-i18next';
import type { ExpiryReason } from '../../../lib/session/session-phase';

/**
 * The session ended while the page was open (spec 4, 8): the page stays visible behind the dialog
 * so the person sees why before going to the login page.
 */
export function SessionExpiredDialog({ opened, reason, onLogin }: { opened: boolean; reason: ExpiryReason; onLogin: () => void }) {
  const { t } = useTranslation('session');
  return (
    <BlockingModal opened={opened} title={t('expired.title')} data-testid="session-expired-dialog">
      <Stack gap="md">
        <Text role="alert" data-testid="session-expired-reason" data-reason={reason}>
          {t(reason === 'inactive' ? 'expired.inactive' : 'expired.expired')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onLogin} data-testid="session-expired-login">
            {t('expired.login')}
          </Button>
        </Group>
      </Stack>
    </BlockingModal>
  );
}
