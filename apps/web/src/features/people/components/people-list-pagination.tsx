import { Group, NativeSelect, Pagination, Text, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageCount } from '../lib/people-list-state';

interface PeopleListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** "31–60 of 240", the page buttons (hydra pages) and the page size. */
export function PeopleListPagination({ page, pageSize, total, onPage, onPageSize }: PeopleListPaginationProps) {
  const { t, i18n } = useTranslation('people');
  const pages = pageCount(total, pageSize);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  // Fewer page buttons on a phone so the row fits 375 px.
  const siblings = useMatches({ base: 0, sm: 1 });
  const controlLabels = {
    first: 'pagination.first',
    previous: 'pagination.previous',
    next: 'pagination.next',
    last: 'pagination.last',
  } as const;

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="people-pagination">
      <Text size="sm" c="dimmed" data-testid="people-range">
        {t('range', { from: number(from), to: number(to), total: number(total) })}
      </Text>
      <Group gap="md" wrap="wrap">
        <nav aria-label={t('pagination.label')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            siblings={siblings}
            gap={4}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
            getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
          />
        </nav>
        <NativeSelect
          size="xs"
          label={t('pagination.pageSize')}
          value={String(pageSize)}
          data={PAGE_SIZES.map((size) => String(size))}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { fontWeight: 400 } }}
          data-testid="people-page-size"
        />
      </Group>
    </Group>
  );
}
