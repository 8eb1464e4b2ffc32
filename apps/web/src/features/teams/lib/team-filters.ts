import {
  SPORTS,
  TEAM_CATEGORIES,
  TEAM_GENDERS,
  type RouteQuery,
  type Sport,
  type TEAMS_ROUTES,
  type TeamCategory,
  type TeamGender,
} from '@tribuna/contract';

/** The list's filters as kept in the page URL (`?sport=football&sport=futsal&gender=women…`). */
export interface TeamFilters {
  sports: Sport[];
  categories: TeamCategory[];
  genders: TeamGender[];
  search: string;
  page: number;
}

export const EMPTY_FILTERS: TeamFilters = { sports: [], categories: [], genders: [], search: '', page: 1 };

function known<V extends string>(values: string[], allowed: readonly V[]): V[] {
  // A hand-edited or outdated link may carry unknown values: they are dropped, not sent.
  return [...new Set(values)].filter((value): value is V => (allowed as readonly string[]).includes(value));
}

export function filtersFromSearch(params: URLSearchParams): TeamFilters {
  const page = Number(params.get('page'));
  return {
    sports: known(params.getAll('sport'), SPORTS),
    categories: known(params.getAll('category'), TEAM_CATEGORIES),
    genders: known(params.getAll('gender'), TEAM_GENDERS),
    search: (params.get('search') ?? '').slice(0, 120),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters; empty ones are left out so a clean list has a clean URL. */
export function searchFromFilters(filters: TeamFilters): URLSearchParams {
  const params = new URLSearchParams();
  filters.sports.forEach((sport) => params.append('sport', sport));
  filters.categories.forEach((category) => params.append('category', category));
  filters.genders.forEach((gender) => params.append('gender', gender));
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasActiveFilters(filters: TeamFilters): boolean {
  return filters.sports.length + filters.categories.length + filters.genders.length > 0 || filters.search.trim() !== '';
}

/** The API's query: repeated `sport[]` parameters, as the contract's TeamListQuerySchema reads them. */
export function apiQueryFromFilters(filters: TeamFilters, itemsPerPage: number): RouteQuery<typeof TEAMS_ROUTES.list> {
  const search = filters.search.trim();
  return {
    'sport[]': filters.sports.length ? filters.sports : undefined,
    'category[]': filters.categories.length ? filters.categories : undefined,
    'gender[]': filters.genders.length ? filters.genders : undefined,
    search: search || undefined,
    page: filters.page,
    itemsPerPage,
  };
}
