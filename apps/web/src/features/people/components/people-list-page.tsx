import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeople } from '../api/get-people';
import type { PeopleList } from '../lib/people-list-filters';
import { usePeopleListUrlState } from '../lib/people-list-url-state';
import { listApiQuery, listStateToParams, nextSort, pageCount } from '../lib/people-list-state';
import { PeopleFilterBar } from './people-filter-bar';
import { PeopleListResults } from './people-list-results';
import { PeopleListSearch } from './people-list-search';
import { PeopleListToolbar } from './people-list-toolbar';

/** Field errors in Mantine's default red-6 fail WCAG contrast on the grey page; red-9 passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

interface PeopleListPageProps {
  clubHash: string;
  list: PeopleList;
}

/** Persons › Partners, Athletes or Users: search, filters, sort and pages, all kept in the URL. */
export function PeopleListPage({ clubHash, list }: PeopleListPageProps) {
  const { t, i18n } = useTranslation('people');
  const { state, change } = usePeopleListUrlState(list);
  const query = usePeople(clubHash, listApiQuery(list, state));
  const total = query.data?.['hydra:totalItems'];

  // A page past the end (an old link, or the last person of the page removed): show the last one.
  const settled = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && total !== undefined && total > 0 && state.page > pageCount(total, state.pageSize)) {
      change({ page: pageCount(total, state.pageSize) }, { replace: true });
    }
  }, [settled, total, state.page, state.pageSize, change]);

  return (
    // data-state is the state this render shows: the URL changes before React renders it (tests wait for both).
    <Stack gap="md" style={READABLE_ERRORS} data-testid="people-list" data-list={list} data-state={listStateToParams(state).toString()}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{t(`lists.${list}.title`)}</Title>
          <Text c="dimmed" size="sm">
            {t(`lists.${list}.intro`)}
          </Text>
          <Text fw={600} data-testid="people-total" data-total={total ?? ''} aria-live="polite">
            {total === undefined ? '\u00a0' : t('total', { count: total, formatted: total.toLocaleString(i18n.language) })}
          </Text>
        </Stack>
        <PeopleListToolbar clubHash={clubHash} list={list} state={state} canExport={(total ?? 0) > 0} />
      </Group>
      <Stack gap="xs">
        <PeopleListSearch value={state.search} onSearch={(search) => change({ search }, { replace: true })} />
        <PeopleFilterBar list={list} filters={state.filters} onChange={(filters) => change({ filters })} />
      </Stack>
      <PeopleListResults
        clubHash={clubHash}
        list={list}
        state={state}
        query={query}
        onSort={(column) => column.sort && change({ sort: nextSort(state.sort, column.sort) })}
        onPage={(page) => change({ page })}
        onPageSize={(pageSize) => change({ pageSize })}
        onClear={() => change({ search: '', filters: {} })}
      />
    </Stack>
  );
}
