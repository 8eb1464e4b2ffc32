import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';

/** Whether the server runs in demo mode (demo accounts, developer outbox page). */
export function useDemoMode(): boolean {
  return useAppConfig().data?.demo === true;
}

/**
 * Strip across the top in demo mode, so nobody mistakes a demo for a real club's app: one line
 * (the dashboard header reserves one line for it), dark text on light yellow (about 16:1), and
 * the way to the developer outbox page, which exists only in demo mode.
 */
export function DemoBanner() {
  const { t } = useTranslation('common');
  return (
    <Group
      role="region"
      aria-label={t('demo.label')}
      bg="yellow.2"
      c="dark.9"
      h={28}
      px="md"
      gap="sm"
      justify="center"
      wrap="nowrap"
      data-testid="demo-banner"
    >
      <Text size="sm" fw={600} truncate="end" miw={0}>
        {t('demo.text')}
      </Text>
      <Anchor component={Link} to={paths.dev.outbox} size="sm" fw={600} c="dark.9" underline="always" style={{ flexShrink: 0 }}>
        {t('demo.outbox')}
      </Anchor>
    </Group>
  );
}

export function DemoBannerSlot() {
  return useDemoMode() ? <DemoBanner /> : null;
}
