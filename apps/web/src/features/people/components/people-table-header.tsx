import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PeopleColumn } from '../lib/people-list-columns';
import type { SortState } from '../lib/people-list-state';
import classes from './people-table.module.css';

interface PeopleTableHeaderProps {
  column: PeopleColumn;
  sort: SortState;
  onSort: (column: PeopleColumn) => void;
}

/** A column header; sortable ones are buttons, and the sorted one carries aria-sort. */
export function PeopleTableHeader({ column, sort, onSort }: PeopleTableHeaderProps) {
  const { t } = useTranslation('people');
  const label = t(`columns.${column.key}`);
  if (!column.sort) return <Table.Th className={classes.th}>{label}</Table.Th>;
  const active = sort.field === column.sort;
  const direction = active ? sort.direction : undefined;
  return (
    <Table.Th
      className={classes.th}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      data-testid={`people-sort-${column.sort}`}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)} data-active={active || undefined}>
        {label}
        <svg
          aria-hidden
          width={14}
          height={14}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          className={classes.sortIcon}
        >
          {direction !== 'desc' && <path d="M7 10l5-5 5 5" opacity={direction === 'asc' ? 1 : 0.45} />}
          {direction !== 'asc' && <path d="M7 14l5 5 5-5" opacity={direction === 'desc' ? 1 : 0.45} />}
        </svg>
      </UnstyledButton>
    </Table.Th>
  );
}
