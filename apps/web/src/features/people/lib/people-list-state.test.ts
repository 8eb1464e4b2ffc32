import { describe, expect, it } from 'vitest';
import { queryString } from '../../../lib/api-route';
import {
  DEFAULT_SORT,
  exportApiQuery,
  exportFileName,
  isNarrowed,
  listApiQuery,
  listStateToParams,
  nextSort,
  pageCount,
  parseListState,
  type PeopleListState,
} from './people-list-state';

const parse = (list: Parameters<typeof parseListState>[0], query: string) => parseListState(list, new URLSearchParams(query));
const plain: PeopleListState = { search: '', filters: {}, sort: DEFAULT_SORT, page: 1, pageSize: 30 };

describe('people list URL state', () => {
  it('reads search, filters, sort, page and size from the page URL', () => {
    const state = parse(
      'athletes',
      'q=garcía&category=Under-12&category=Youth&gender=female&status=disabled&sort=birthDate&dir=desc&page=3&size=50',
    );
    expect(state).toEqual({
      search: 'garcía',
      filters: { category: ['Under-12', 'Youth'], gender: ['female'], status: ['disabled'] },
      sort: { field: 'birthDate', direction: 'desc' },
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to defaults for anything unknown or malformed', () => {
    expect(parse('athletes', 'category=Under-99&gender=&sort=password&dir=sideways&page=-2&size=31')).toEqual(plain);
    expect(parse('athletes', 'page=abc&size=1000000')).toEqual(plain);
    expect(parse('partners', 'category=Youth').filters).toEqual({});
    expect(parse('athletes', 'sort=name').sort).toEqual({ field: 'name', direction: 'asc' });
    expect(parse('users', `q=${'x'.repeat(300)}`).search).toHaveLength(120);
  });

  it('writes only what differs from the default, and reads back the same state', () => {
    expect(listStateToParams(plain).toString()).toBe('');
    const state: PeopleListState = {
      search: 'Iñaki',
      filters: { category: ['Under-10'], status: ['enabled'] },
      sort: { field: 'membershipNumber', direction: 'desc' },
      page: 2,
      pageSize: 100,
    };
    const params = listStateToParams(state);
    expect(params.toString()).toBe('q=I%C3%B1aki&category=Under-10&status=enabled&sort=membershipNumber&dir=desc&page=2&size=100');
    expect(parseListState('athletes', params)).toEqual(state);
  });

  it('knows whether a search or filter narrows the list', () => {
    expect(isNarrowed(plain)).toBe(false);
    expect(isNarrowed({ ...plain, search: '   ' })).toBe(false);
    expect(isNarrowed({ ...plain, search: 'ana' })).toBe(true);
    expect(isNarrowed({ ...plain, filters: { gender: ['male'] } })).toBe(true);
  });
});

describe('people list API query', () => {
  it('maps lists to roles, filters to repeated parameters and the sort to one order[field]', () => {
    const state: PeopleListState = {
      search: '  garcia mar ',
      filters: { category: ['Under-12', 'Under-14'], gender: ['female'], status: ['disabled'] },
      sort: { field: 'createdAt', direction: 'desc' },
      page: 4,
      pageSize: 10,
    };
    const params = new URLSearchParams(queryString(listApiQuery('athletes', state)));
    expect(params.get('role')).toBe('player');
    expect(params.get('search')).toBe('garcia mar');
    expect(params.getAll('category[]')).toEqual(['Under-12', 'Under-14']);
    expect(params.getAll('gender[]')).toEqual(['female']);
    expect(params.get('enabled')).toBe('false');
    expect(params.get('order[createdAt]')).toBe('desc');
    expect([...params.keys()].filter((key) => key.startsWith('order['))).toHaveLength(1);
    expect(params.get('page')).toBe('4');
    expect(params.get('itemsPerPage')).toBe('10');
  });

  it('sends no status when both are ticked, and no search when it is blank', () => {
    const params = new URLSearchParams(
      queryString(listApiQuery('partners', { ...plain, search: ' ', filters: { status: ['enabled', 'disabled'] } })),
    );
    expect(params.get('role')).toBe('member');
    expect(params.has('enabled')).toBe(false);
    expect(params.has('search')).toBe(false);
    expect(new URLSearchParams(queryString(listApiQuery('users', plain))).get('role')).toBe('user');
  });

  it('exports with the same filters and order, every page, in the chosen format', () => {
    const params = new URLSearchParams(
      queryString(exportApiQuery('athletes', { ...plain, filters: { category: ['Youth'] }, page: 5 }, 'xlsx')),
    );
    expect(params.get('format')).toBe('xlsx');
    expect(params.getAll('category[]')).toEqual(['Youth']);
    expect(params.get('order[surname]')).toBe('asc');
    expect(params.has('page')).toBe(false);
    expect(params.has('itemsPerPage')).toBe(false);
  });
});

describe('sorting, pages and file names', () => {
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(DEFAULT_SORT, 'birthDate')).toEqual({ field: 'birthDate', direction: 'asc' });
    expect(nextSort({ field: 'birthDate', direction: 'asc' }, 'birthDate')).toEqual({ field: 'birthDate', direction: 'desc' });
    expect(nextSort({ field: 'birthDate', direction: 'desc' }, 'birthDate')).toEqual({ field: 'birthDate', direction: 'asc' });
  });

  it('counts pages (at least one)', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('names the file after the list and the local date', () => {
    expect(exportFileName('partners', 'csv', new Date(2026, 10, 21, 23, 30))).toBe('partners-2026-11-21.csv');
    expect(exportFileName('athletes', 'xlsx', new Date(2026, 0, 5))).toBe('athletes-2026-01-05.xlsx');
  });
});
