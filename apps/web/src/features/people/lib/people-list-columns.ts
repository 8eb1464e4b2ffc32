import type { PersonSortField } from '@tribuna/contract';
import type { PeopleList } from './people-list-filters';

export type ColumnKey =
  'name' | 'surname' | 'dni' | 'email' | 'phone' | 'category' | 'role' | 'membershipNumber' | 'birthDate' | 'createdAt' | 'status';

export interface PeopleColumn {
  key: ColumnKey;
  /** The API's `order[field]` a click on the header sorts by. */
  sort?: PersonSortField;
  /** Lists that show it (all when absent). */
  only?: readonly PeopleList[];
}

/** Columns in display order. Category is an athletes' thing; the Users list mixes profile types. */
const COLUMNS: readonly PeopleColumn[] = [
  { key: 'name', sort: 'name' },
  { key: 'surname', sort: 'surname' },
  { key: 'dni' },
  { key: 'email' },
  { key: 'phone' },
  { key: 'category', only: ['athletes'] },
  { key: 'role', only: ['users'] },
  { key: 'membershipNumber', sort: 'membershipNumber' },
  { key: 'birthDate', sort: 'birthDate' },
  { key: 'createdAt', sort: 'createdAt' },
  { key: 'status' },
];

export function columnsFor(list: PeopleList): PeopleColumn[] {
  return COLUMNS.filter((column) => !column.only || column.only.includes(list));
}

/** The column a sort field belongs to (for the table caption). */
export function columnForSort(field: PersonSortField): ColumnKey {
  return COLUMNS.find((column) => column.sort === field)?.key ?? 'surname';
}
