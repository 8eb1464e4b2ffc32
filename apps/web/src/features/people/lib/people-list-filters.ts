import { PERSON_CATEGORIES, PERSON_GENDERS, type ClubRole, type PeopleListQuery } from '@tribuna/contract';

/** The three manager lists of spec 2 (Persons › Partners, Athletes, Users). */
export const PEOPLE_LISTS = ['partners', 'athletes', 'users'] as const;
export type PeopleList = (typeof PEOPLE_LISTS)[number];

export const PERSON_STATUSES = ['enabled', 'disabled'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** Fields a list can be filtered by, with the options a manager ticks. */
export const FILTER_OPTIONS = {
  category: PERSON_CATEGORIES,
  gender: PERSON_GENDERS,
  status: PERSON_STATUSES,
} as const;
export type FilterField = keyof typeof FILTER_OPTIONS;
export const FILTER_FIELDS = Object.keys(FILTER_OPTIONS) as FilterField[];
export type FilterOption<F extends FilterField = FilterField> = (typeof FILTER_OPTIONS)[F][number];

/** Applied filters: each field at most once, with at least one option (spec 5). */
export type AppliedFilters = { [F in FilterField]?: FilterOption<F>[] };

interface ListDefinition {
  /** `role` of GET …/people: member = partners, player = athletes, user = has an account. */
  role: NonNullable<PeopleListQuery['role']>;
  /** Profile type a person created or imported from this list gets; none for Users. */
  createType: ClubRole | null;
  /** Categories are athletes' sports age groups; on the other lists they would mostly be empty. */
  filters: readonly FilterField[];
}

export const LIST_DEFINITIONS: Record<PeopleList, ListDefinition> = {
  partners: { role: 'member', createType: 'member', filters: ['gender', 'status'] },
  athletes: { role: 'player', createType: 'player', filters: ['category', 'gender', 'status'] },
  users: { role: 'user', createType: null, filters: ['gender', 'status'] },
};

export function isFilterOption<F extends FilterField>(field: F, value: string): value is FilterOption<F> {
  return (FILTER_OPTIONS[field] as readonly string[]).includes(value);
}

export function appliedFields(filters: AppliedFilters): FilterField[] {
  return FILTER_FIELDS.filter((field) => (filters[field]?.length ?? 0) > 0);
}

/**
 * Fields the "Add filter" control offers: the list's fields not applied yet, so the same filter
 * is never applied twice (spec 5). `editing` keeps the field being edited on offer.
 */
export function offeredFields(list: PeopleList, filters: AppliedFilters, editing?: FilterField): FilterField[] {
  const applied = new Set(appliedFields(filters));
  return LIST_DEFINITIONS[list].filters.filter((field) => field === editing || !applied.has(field));
}

/** A filter can be applied only with at least one option ticked (spec 5). */
export function canApplyFilter(values: readonly string[]): boolean {
  return values.length > 0;
}

/**
 * Applies (or, for a field already applied, replaces) a filter. Options keep their catalogue
 * order and unknown or repeated ones are dropped; an empty selection changes nothing.
 */
export function applyFilter<F extends FilterField>(filters: AppliedFilters, field: F, values: readonly string[]): AppliedFilters {
  const options = FILTER_OPTIONS[field] as readonly string[];
  const chosen = options.filter((option) => values.includes(option)) as FilterOption<F>[];
  if (!canApplyFilter(chosen)) return filters;
  return { ...filters, [field]: chosen };
}

export function removeFilter(filters: AppliedFilters, field: FilterField): AppliedFilters {
  const { [field]: _removed, ...rest } = filters;
  return rest;
}

/** Only filters the list offers count (a category in the URL of the partners list is ignored). */
export function filtersForList(list: PeopleList, filters: AppliedFilters): AppliedFilters {
  const kept: AppliedFilters = {};
  for (const field of LIST_DEFINITIONS[list].filters) {
    if (filters[field]?.length) Object.assign(kept, { [field]: filters[field] });
  }
  return kept;
}
