import { DEFAULT_ITEMS_PER_PAGE, PEOPLE_ROUTES, PERSON_SORT_FIELDS, type PersonSortField, type RouteQuery } from '@tribuna/contract';
import {
  FILTER_FIELDS,
  filtersForList,
  isFilterOption,
  LIST_DEFINITIONS,
  type AppliedFilters,
  type FilterOption,
  type PeopleList,
} from './people-list-filters';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  field: PersonSortField;
  direction: SortDirection;
}
/** The API's own order when none is given. */
export const DEFAULT_SORT: SortState = { field: 'surname', direction: 'asc' };
export const PAGE_SIZES = [10, 30, 50, 100] as const;
export const SEARCH_MAX_LENGTH = 120;

/** What the list shows: kept in the URL so reload, back and forward and shared links keep it. */
export interface PeopleListState {
  search: string;
  filters: AppliedFilters;
  sort: SortState;
  page: number;
  pageSize: number;
}

/** Query-string names in the page URL (short and readable; the API's names are built below). */
const URL_KEYS = { search: 'q', sort: 'sort', direction: 'dir', page: 'page', pageSize: 'size' } as const;

function positiveInt(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,6}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

/** Reads the state from the page URL; anything unknown or malformed falls back to the default. */
export function parseListState(list: PeopleList, params: URLSearchParams): PeopleListState {
  const filters: AppliedFilters = {};
  for (const field of FILTER_FIELDS) {
    const values = [...new Set(params.getAll(field))].filter((value) => isFilterOption(field, value));
    if (values.length > 0) Object.assign(filters, { [field]: values as FilterOption[] });
  }
  const sortField = params.get(URL_KEYS.sort);
  const direction: SortDirection = params.get(URL_KEYS.direction) === 'desc' ? 'desc' : 'asc';
  const sort = PERSON_SORT_FIELDS.includes(sortField as PersonSortField)
    ? { field: sortField as PersonSortField, direction }
    : DEFAULT_SORT;
  const size = positiveInt(params.get(URL_KEYS.pageSize));
  return {
    search: (params.get(URL_KEYS.search) ?? '').slice(0, SEARCH_MAX_LENGTH),
    filters: filtersForList(list, filters),
    sort,
    page: positiveInt(params.get(URL_KEYS.page)) ?? 1,
    pageSize: PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_ITEMS_PER_PAGE,
  };
}

/** The page URL's query for a state; defaults are left out so a plain list has a plain URL. */
export function listStateToParams(state: PeopleListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set(URL_KEYS.search, state.search);
  for (const field of FILTER_FIELDS) for (const value of state.filters[field] ?? []) params.append(field, value);
  if (state.sort.field !== DEFAULT_SORT.field || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set(URL_KEYS.sort, state.sort.field);
    params.set(URL_KEYS.direction, state.sort.direction);
  }
  if (state.page > 1) params.set(URL_KEYS.page, String(state.page));
  if (state.pageSize !== DEFAULT_ITEMS_PER_PAGE) params.set(URL_KEYS.pageSize, String(state.pageSize));
  return params;
}

/** Whether the manager narrowed the list (the empty state then offers to clear it). */
export function isNarrowed(state: PeopleListState): boolean {
  return state.search.trim() !== '' || FILTER_FIELDS.some((field) => (state.filters[field]?.length ?? 0) > 0);
}

type ListQuery = RouteQuery<typeof PEOPLE_ROUTES.list>;
type ExportQuery = RouteQuery<typeof PEOPLE_ROUTES.export>;
type FilterQuery = Omit<ListQuery, 'page' | 'itemsPerPage'>;

/** Filters and sort of GET …/people and …/people/export (repeated `field[]`, one `order[field]`). */
function filterQuery(list: PeopleList, state: PeopleListState): FilterQuery {
  const query: FilterQuery = { role: LIST_DEFINITIONS[list].role };
  const search = state.search.trim();
  if (search) query.search = search;
  const { category, gender, status } = filtersForList(list, state.filters);
  if (category?.length) query['category[]'] = category;
  if (gender?.length) query['gender[]'] = gender;
  // Both statuses ticked is the same as no status filter; the API takes one value.
  if (status?.length === 1) query.enabled = status[0] === 'enabled' ? 'true' : 'false';
  query[`order[${state.sort.field}]`] = state.sort.direction;
  return query;
}

export function listApiQuery(list: PeopleList, state: PeopleListState): ListQuery {
  return { ...filterQuery(list, state), page: state.page, itemsPerPage: state.pageSize };
}

export type ExportFormat = 'csv' | 'xlsx';

export function exportApiQuery(list: PeopleList, state: PeopleListState, format: ExportFormat): ExportQuery {
  return { ...filterQuery(list, state), format };
}

/** Clicking a column: sort by it ascending, or flip the direction when it already sorts. */
export function nextSort(current: SortState, field: PersonSortField): SortState {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** partners-2026-11-21.csv: the list and the local date of the download. */
export function exportFileName(list: PeopleList, format: ExportFormat, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${list}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}
