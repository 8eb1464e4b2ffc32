import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icons';

interface NotAvailablePanelProps {
  /** Already translated page title. */
  title: string;
  /** Optional explanation; defaults to the generic "not available yet" text. */
  message?: string;
  backTo?: string;
}

/** Shown by every screen that a later issue builds, so no route is ever a blank page. */
export function NotAvailablePanel({ title, message, backTo }: NotAvailablePanelProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md" data-testid="not-available-panel">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="brand" variant="filled">
            <Icon name="info" size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('notAvailable.heading')}
          </Title>
          <Text c="dimmed" maw={520}>
            {message ?? t('notAvailable.message')}
          </Text>
          {backTo && (
            <Button component={Link} to={backTo} variant="outline">
              {t('actions.goBack')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
