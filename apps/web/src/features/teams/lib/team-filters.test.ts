import { describe, expect, it } from 'vitest';
import { queryString } from '../../../lib/api-route';
import { apiQueryFromFilters, EMPTY_FILTERS, filtersFromSearch, hasActiveFilters, searchFromFilters } from './team-filters';

describe('team filters in the URL', () => {
  it('reads repeated values, drops unknown ones and bad pages', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('sport=futsal&sport=quidditch&sport=futsal&category=Senior&gender=women&gender=x&page=-3&search=júnior'),
    );
    expect(filters).toEqual({ sports: ['futsal'], categories: ['Senior'], genders: ['women'], search: 'júnior', page: 1 });
    expect(filtersFromSearch(new URLSearchParams('page=3')).page).toBe(3);
  });

  it('writes only what is set, and round-trips', () => {
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe('');
    const filters = { sports: ['padel' as const, 'tennis' as const], categories: [], genders: ['mixed' as const], search: 'a b', page: 2 };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe('sport=padel&sport=tennis&gender=mixed&search=a+b&page=2');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 4 })).toBe(false);
  });

  it('builds the API query with the contract parameter names', () => {
    const query = new URLSearchParams(
      queryString(
        apiQueryFromFilters({ sports: ['football'], categories: ['Under-8', 'Under-10'], genders: [], search: '  x ', page: 2 }, 24),
      ),
    );
    expect(query.getAll('sport[]')).toEqual(['football']);
    expect(query.getAll('category[]')).toEqual(['Under-8', 'Under-10']);
    expect(query.has('gender[]')).toBe(false);
    expect(query.get('search')).toBe('x');
    expect(query.get('page')).toBe('2');
    expect(query.get('itemsPerPage')).toBe('24');
  });
});
