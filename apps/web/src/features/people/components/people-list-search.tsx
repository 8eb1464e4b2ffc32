import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { SEARCH_MAX_LENGTH } from '../lib/people-list-state';

/** Long enough to skip the keystrokes of a word, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 250;

interface PeopleListSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
}

/** Search as you type: the box answers at once, the list follows once typing pauses. */
export function PeopleListSearch({ value, onSearch }: PeopleListSearchProps) {
  const { t } = useTranslation('people');
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const send = useDebouncedCallback((next: string) => {
    sent.current = next;
    onSearch(next);
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed from elsewhere (back, forward, "clear filters"): show it and drop what was pending.
  useEffect(() => {
    if (value === sent.current) return;
    send.cancel();
    sent.current = value;
    setText(value);
  }, [value, send]);

  return (
    <TextInput
      type="search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      leftSection={<Icon name="search" size={18} aria-hidden />}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send.flush();
      }}
      data-testid="people-search"
      maw={420}
    />
  );
}
