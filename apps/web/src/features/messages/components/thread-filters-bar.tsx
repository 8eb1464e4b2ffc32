import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MailboxRef } from '@tribuna/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import type { ThreadFilters } from '../api/message-keys';

interface ThreadFiltersBarProps {
  filters: ThreadFilters;
  mailboxes: MailboxRef[];
  onChange: (filters: Pick<ThreadFilters, 'q' | 'unread' | 'mailboxHash'>) => void;
}

const SEARCH_DELAY_MS = 300;

/** Search by subject, author or text; only unread; one mailbox (when the person answers from any). */
export function ThreadFiltersBar({ filters, mailboxes, onChange }: ThreadFiltersBarProps) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState(filters.q);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);

  // The URL changed elsewhere (back button, "Clear filters"): the box shows it.
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (debounced.trim() !== filters.q) onChange({ ...filters, q: debounced });
    // Only a new search text is a reason to write the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const filtered = filters.q !== '' || filters.unread || filters.mailboxHash !== null;
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('filters.label')}>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<Icon name="search" size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={100}
        style={{ flex: '1 1 240px' }}
        data-testid="thread-search"
      />
      {mailboxes.length > 0 && (
        <Select
          label={t('filters.mailbox')}
          placeholder={t('filters.allMailboxes')}
          data={mailboxes.map((box) => ({ value: box.mailboxHash, label: box.name }))}
          value={filters.mailboxHash}
          onChange={(value) => onChange({ ...filters, mailboxHash: value })}
          clearable
          style={{ flex: '0 1 220px' }}
          data-testid="thread-mailbox-filter"
        />
      )}
      <Checkbox
        label={t('filters.unread')}
        checked={filters.unread}
        onChange={(event) => onChange({ ...filters, unread: event.currentTarget.checked })}
        mb={8}
        data-testid="thread-unread-filter"
      />
      {filtered && (
        <Button variant="subtle" color="brand.8" onClick={() => onChange({ q: '', unread: false, mailboxHash: null })}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
