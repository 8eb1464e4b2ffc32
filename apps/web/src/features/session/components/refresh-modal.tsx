import { Button, Group, Stack, Text } from '@mantine/core';
import { BlockingModal } from '../../../components/ui/blocking-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RefreshModalProps {
  opened: boolean;
  minutes: number;
  onAccept: () => Promise<void>;
  onDeny: () => void;
}

/** Spec 4: without keepLoggedIn, the person is asked before the session is renewed. */
export function RefreshModal({ opened, minutes, onAccept, onDeny }: RefreshModalProps) {
  const { t } = useTranslation('session');
  const [pending, setPending] = useState(false);
  const accept = async () => {
    setPending(true);
    try {
      await onAccept();
    } finally {
      setPending(false);
    }
  };
  return (
    <BlockingModal opened={opened} title={t('refresh.title')} data-testid="session-refresh-modal">
      <Stack gap="md">
        <Text data-testid="session-refresh-countdown" data-minutes={minutes}>
          {t('refresh.body', { count: minutes })}
        </Text>
        <Group justify="flex-end">
          <Button variant="outline" onClick={onDeny} data-testid="session-refresh-deny" disabled={pending}>
            {t('refresh.deny')}
          </Button>
          <Button onClick={() => void accept()} loading={pending} data-testid="session-refresh-accept">
            {t('refresh.accept')}
          </Button>
        </Group>
      </Stack>
    </BlockingModal>
  );
}
