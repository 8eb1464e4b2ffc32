import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MessagingPerson } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParticipants } from '../api/search-participants';
import { personName } from '../lib/recipient-options';

interface PersonSearchProps {
  clubHash: string;
  profileHash: string;
  label: string;
  /** People already chosen: not offered again. */
  exclude: string[];
  onPick: (person: MessagingPerson) => void;
  error?: string;
  testId: string;
}

const SEARCH_DELAY_MS = 250;

/** Finds one of the people the acting profile may write to (accesible-participants), by name. */
export function PersonSearch({ clubHash, profileHash, label, exclude, onPick, error, testId }: PersonSearchProps) {
  const { t } = useTranslation(['messages', 'navigation']);
  const [search, setSearch] = useState('');
  // Asked only once the person opens the list: a page of mailboxes does not search for each.
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useParticipants(clubHash, profileHash, debounced, opened);
  const people = (query.data?.['hydra:member'] ?? []).filter((person) => !exclude.includes(person.profileHash));

  return (
    <Select
      label={label}
      placeholder={t('messages:recipients.searchPlaceholder')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      // The server already searched (accents, surnames, emails): show what it found.
      filter={({ options }) => options}
      data={people.map((person) => ({
        value: person.profileHash,
        label: `${personName(person)} · ${t(`navigation:roles.${person.role}`)}`,
      }))}
      value={null}
      onChange={(value) => {
        const person = people.find((candidate) => candidate.profileHash === value);
        if (!person) return;
        onPick(person);
        setSearch('');
      }}
      nothingFoundMessage={query.isFetching ? t('messages:recipients.searching') : t('messages:recipients.nobody')}
      error={error}
      data-testid={testId}
    />
  );
}
