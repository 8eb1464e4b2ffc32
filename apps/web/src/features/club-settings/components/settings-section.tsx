import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { Notice } from '../../../components/ui/notice';

interface SettingsSectionProps {
  /** Section id: heading id, test ids (`settings-<id>`, `settings-<id>-save`). */
  id: string;
  title: string;
  description?: string;
  /** Extra content beside the heading (e.g. the current version). */
  aside?: ReactNode;
  dirty: boolean;
  saving: boolean;
  /** The section's fields have errors: a summary sits above them. */
  showsFieldErrors: boolean;
  /** A failure that is not about one field. */
  error: unknown;
  onSubmit: () => void;
  children: ReactNode;
}

/** A card with its own small form and Save button, enabled once something changed. */
export function SettingsSection({
  id,
  title,
  description,
  aside,
  dirty,
  saving,
  showsFieldErrors,
  error,
  onSubmit,
  children,
}: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  const titleId = `settings-${id}-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId} data-testid={`settings-${id}`}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h3" id={titleId}>
                {title}
              </Title>
              {aside}
            </Group>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {showsFieldErrors && (
            <Notice tone="danger" role="alert" data-testid={`settings-${id}-invalid`}>
              {t('page.fixFields')}
            </Notice>
          )}
          <FormAlert error={error} fallbackKey="settings:page.saveFailed" data-testid={`settings-${id}-error`} />
          {children}
          <Group gap="sm">
            <Button type="submit" loading={saving} disabled={!dirty} data-testid={`settings-${id}-save`}>
              {t('page.save')}
            </Button>
            {dirty && (
              <Text size="sm" c="dimmed" data-testid={`settings-${id}-dirty`}>
                {t('page.unsaved')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
