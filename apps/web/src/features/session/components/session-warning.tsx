import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExpiryReason } from '../../../lib/session/session-phase';

/** Spec 4 session warning: a countdown in minutes, announced politely, above every page. */
export function SessionWarning({ minutes, reason }: { minutes: number; reason: ExpiryReason }) {
  const { t } = useTranslation('session');
  return (
    <Paper
      role="status"
      aria-label={t('warning.label')}
      data-testid="session-warning"
      data-minutes={minutes}
      data-reason={reason}
      shadow="md"
      radius="md"
      px="md"
      py={6}
      style={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 250,
        borderLeft: '4px solid var(--mantine-color-accent-8)',
        background: 'var(--mantine-color-accent-0)',
      }}
    >
      <Text size="sm" fw={600} c="dark.8">
        {t(reason === 'inactive' ? 'warning.inactivity' : 'warning.expiry', { count: minutes })}
      </Text>
    </Paper>
  );
}
