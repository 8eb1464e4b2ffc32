import { ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import type { Person } from '@tribuna/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { numericDate } from '../../../lib/date-time';
import { columnForSort, columnsFor, type PeopleColumn } from '../lib/people-list-columns';
import type { PeopleList } from '../lib/people-list-filters';
import type { SortState } from '../lib/people-list-state';
import classes from './people-table.module.css';
import { PeopleTableHeader } from './people-table-header';
import { PeopleTableRow } from './people-table-row';

interface PeopleTableProps {
  clubHash: string;
  list: PeopleList;
  people: Person[];
  sort: SortState;
  onSort: (column: PeopleColumn) => void;
  /** The next page or search is loading: the rows shown are the previous ones. */
  busy: boolean;
}

/** Dates only, in figures with four-digit years (lib/date-time numericDate; birth dates stay calendar days). */
function useDateFormat() {
  const { i18n } = useTranslation();
  return useCallback((value: string) => numericDate(value, i18n.language), [i18n.language]);
}

/** The list's table; it scrolls sideways inside its own area on narrow screens. */
export function PeopleTable({ clubHash, list, people, sort, onSort, busy }: PeopleTableProps) {
  const { t } = useTranslation('people');
  const columns = columnsFor(list);
  const formatDate = useDateFormat();
  return (
    <ScrollArea type="auto" offsetScrollbars="x" data-testid="people-table-scroll">
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        className={busy ? classes.busy : undefined}
        aria-busy={busy || undefined}
        data-testid="people-table"
      >
        <VisuallyHidden component="caption">
          {t('table.caption', {
            list: t(`lists.${list}.title`),
            column: t(`columns.${columnForSort(sort.field)}`),
            direction: t(sort.direction === 'asc' ? 'table.ascending' : 'table.descending'),
          })}
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <PeopleTableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <PeopleTableRow key={person.id} clubHash={clubHash} person={person} columns={columns} formatDate={formatDate} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
