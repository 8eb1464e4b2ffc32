import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';

/** A bookings page's title and intro (`<section>.title`, `<section>.intro`), with its main action beside them. */
export function BookingsPageHead({
  section,
  action,
}: {
  section: 'calendars' | 'availability' | 'pricing' | 'links' | 'connected';
  action?: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{t(`${section}.title`)}</Title>
        <Text c="dimmed">{t(`${section}.intro`)}</Text>
      </div>
      {action}
    </Group>
  );
}

/** A list's loading rows, its load error with a retry, or its empty text; nothing once there are items. */
export function ListState({
  query,
  count,
  emptyText,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  count: number;
  emptyText: string;
}) {
  const { t } = useTranslation('bookings');
  if (query.isPending) return <PlaceholderRows />;
  if (query.isError) return <LoadError message={t('errors.load')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  return count === 0 ? <Text>{emptyText}</Text> : null;
}
