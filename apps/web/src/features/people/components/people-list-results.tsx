import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { HydraCollection, Person } from '@tribuna/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import type { PeopleColumn } from '../lib/people-list-columns';
import type { PeopleList } from '../lib/people-list-filters';
import { isNarrowed, type PeopleListState } from '../lib/people-list-state';
import { PeopleListPagination } from './people-list-pagination';
import { PeopleTable } from './people-table';

interface PeopleListResultsProps {
  clubHash: string;
  list: PeopleList;
  state: PeopleListState;
  query: UseQueryResult<HydraCollection<Person>>;
  onSort: (column: PeopleColumn) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onClear: () => void;
}

/** Loading placeholder, error with retry, the two empty states, or the table and its pages. */
export function PeopleListResults({ clubHash, list, state, query, onSort, onPage, onPageSize, onClear }: PeopleListResultsProps) {
  const { t } = useTranslation('people');

  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Notice tone="danger" role="alert" data-testid="people-load-error">
          {t('loadError')}
        </Notice>
        <Button variant="outline" size="xs" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }
  if (!query.data) return <PlaceholderRows />;

  const people = query.data['hydra:member'];
  const total = query.data['hydra:totalItems'];
  const busy = query.isPlaceholderData;
  // An empty answer (or an empty previous one while the next loads) reads as a message, not a bare header row.
  if (people.length === 0) {
    const narrowed = isNarrowed(state);
    return (
      <Stack gap="xs" align="flex-start" data-testid="people-empty" data-narrowed={narrowed}>
        <Text>{narrowed ? t('empty.filtered') : t(`lists.${list}.empty`)}</Text>
        {narrowed && (
          <Button variant="outline" size="xs" onClick={onClear} data-testid="people-clear">
            {t('empty.clear')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <VisuallyHidden role="status">{busy ? t('table.updating') : ''}</VisuallyHidden>
      <PeopleTable clubHash={clubHash} list={list} people={people} sort={state.sort} onSort={onSort} busy={busy} />
      <PeopleListPagination page={state.page} pageSize={state.pageSize} total={total} onPage={onPage} onPageSize={onPageSize} />
    </Stack>
  );
}
