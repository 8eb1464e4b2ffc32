import { Group, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms';
import fieldClasses from '../../../components/ui/field.module.css';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { PlainButton } from '../../../components/ui/plain-button';
import { OUTBOX_REFRESH_MS, useOutbox } from '../api/get-outbox';
import { newestFirst } from '../lib/outbox-text';
import { OutboxMessageCard } from './outbox-message-card';

/**
 * Developer mail page (issue 3 part 6): what the outbox sent or holds, newest first, refreshed
 * every few seconds, so a newcomer can finish signup, validation and recovery without a mail
 * server or an SMS provider.
 */
export function OutboxPage() {
  const { t } = useTranslation('account');
  const query = useOutbox();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const messages = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const list = newestFirst(query.data ?? []);
    return needle ? list.filter((m) => m.to.toLowerCase().includes(needle)) : list;
  }, [query.data, filter]);

  return (
    <Stack gap="md" maw={880} mx="auto" data-testid="dev-outbox">
      <div>
        <Title order={1} size="h2">
          {t('outbox.heading')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('outbox.subheading', { seconds: OUTBOX_REFRESH_MS / 1000 })}
        </Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div className={fieldClasses.field} style={{ flex: '1 1 220px' }}>
          <label htmlFor={filterId} className={fieldClasses.label}>
            {t('outbox.filter')}
          </label>
          <input
            id={filterId}
            type="search"
            className={fieldClasses.control}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            data-testid="outbox-filter"
          />
        </div>
        <PlainButton variant="outline" loading={query.isFetching} onClick={() => void query.refetch()} data-testid="outbox-refresh">
          {t('outbox.refresh')}
        </PlainButton>
      </Group>
      {query.isError && <FormAlert error={query.error} data-testid="outbox-error" />}
      {query.isPending ? (
        <PlaceholderRows />
      ) : messages.length === 0 ? (
        <Text role="status" c="dimmed" data-testid="outbox-empty">
          {t('outbox.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="section" aria-label={t('outbox.listLabel')} aria-live="polite" aria-relevant="additions">
          <Text size="sm" c="dimmed">
            {t('outbox.count', { count: messages.length })}
          </Text>
          {messages.map((message) => (
            <OutboxMessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
