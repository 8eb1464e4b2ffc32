import { Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PublicClub } from '@tribuna/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubAvatar } from '../ui/club-avatar';
import { Icon } from '../ui/icons';
import { PlaceholderRows } from '../ui/placeholder-rows';
import { useClubSearch } from '../../lib/queries/search-clubs';
import { LoadError } from '../ui/load-error';

export const CLUB_SEARCH_DEBOUNCE_MS = 300;

interface ClubSearchBoxProps {
  /** Extra content under each result: the search page's joining note, the enrollment's button. */
  renderResult?: (club: PublicClub) => ReactNode;
  label?: string;
}

function place(club: PublicClub): string {
  return [club.address.city, club.address.regionName].filter(Boolean).join(', ');
}

/**
 * Search by club name as the person types (debounced). The server ignores accents and case, so
 * the text is sent as typed, only trimmed.
 */
export function ClubSearchBox({ renderResult, label }: ClubSearchBoxProps) {
  const { t } = useTranslation('onboarding');
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text.trim(), CLUB_SEARCH_DEBOUNCE_MS);
  const search = useClubSearch(name);
  const resultsId = useId();
  const clubs = search.data?.['hydra:member'] ?? [];
  const showResults = name.length > 0 && search.isSuccess;

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={label ?? t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<Icon name="search" size={16} />}
        autoComplete="off"
        aria-controls={resultsId}
        data-testid="club-search-input"
      />
      <div id={resultsId} aria-live="polite">
        {name.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('search.hint')}
          </Text>
        )}
        {name.length > 0 && search.isPending && <PlaceholderRows />}
        {search.isError && (
          <LoadError
            message={t('search.error')}
            retryLabel={t('common.retry')}
            onRetry={() => void search.refetch()}
            testId="club-search-error"
          />
        )}
        {showResults && clubs.length === 0 && <Text data-testid="club-search-empty">{t('search.empty', { name })}</Text>}
        {showResults && clubs.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('search.count', { count: search.data['hydra:totalItems'] })}
            </Text>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('search.results')}>
              {clubs.map((club) => (
                <li key={club.hash}>
                  <Card withBorder radius="md" padding="sm" data-testid="club-search-result">
                    <Stack gap="xs">
                      <Group gap="sm" wrap="nowrap">
                        <ClubAvatar name={club.name} image={club.image} />
                        <div style={{ minWidth: 0 }}>
                          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                            {club.name}
                          </Text>
                          {place(club) && (
                            <Text size="sm" c="dimmed">
                              {place(club)}
                            </Text>
                          )}
                        </div>
                      </Group>
                      {renderResult?.(club)}
                    </Stack>
                  </Card>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
