import { PROFILE_TYPE_CODES, type PeopleListQuery, type PersonSortField } from '@tribuna/contract';
import { and, asc, desc, eq, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { normaliseSearchText } from '../../lib/search-text';

export type PeopleFilter = Omit<PeopleListQuery, 'page' | 'itemsPerPage'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Digits that fit the membership number column (a PostgreSQL integer). */
const MEMBERSHIP_NUMBER = /^\d{1,9}$/;

/**
 * The WHERE of a people list for one club. Search splits the text into words and wants each
 * one somewhere in the normalised name, surname, dni, email or phone digits (trigram GIN
 * index), so "garcia mar" finds "Marta García"; a word of digits also matches the membership
 * number.
 * The list, its count and the export share it.
 */
export function peopleWhere(clubId: number, filter: PeopleFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(profiles.clubId, clubId)];
  if (filter.role === 'user') conditions.push(isNotNull(profiles.userId));
  else if (filter.role) conditions.push(eq(profiles.type, PROFILE_TYPE_CODES[filter.role]));
  for (const word of normaliseSearchText(filter.search ?? '')
    .split(' ')
    .filter(Boolean)) {
    const inText = like(profiles.searchText, `%${escapeLike(word)}%`);
    // A number may also be the membership number the secretary reads off a card.
    conditions.push(MEMBERSHIP_NUMBER.test(word) ? or(inText, eq(profiles.membershipNumber, Number(word))) : inText);
  }
  const categories = filter['category[]'];
  if (categories) conditions.push(inArray(profiles.category, [...new Set(categories)]));
  const genders = filter['gender[]'];
  if (genders) conditions.push(inArray(profiles.gender, [...new Set(genders)]));
  if (filter.enabled) conditions.push(eq(profiles.enabled, filter.enabled === 'true'));
  return and(...conditions)!;
}

const SORT_COLUMNS = {
  surname: [profiles.surname, profiles.name],
  name: [profiles.name, profiles.surname],
  membershipNumber: [profiles.membershipNumber],
  birthDate: [profiles.birthDate],
  createdAt: [profiles.createdAt],
} as const satisfies Record<PersonSortField, unknown>;

/**
 * One sort (the first `order[field]` given, else surname ascending), always ending on the id so
 * the order is total and pages never overlap. Surname order matches the list indexes
 * (club, type, surname, name, id) in both directions.
 */
export function peopleOrder(filter: PeopleFilter): SQL[] {
  let field: PersonSortField = 'surname';
  let direction: 'asc' | 'desc' = 'asc';
  for (const candidate of Object.keys(SORT_COLUMNS) as PersonSortField[]) {
    const given = filter[`order[${candidate}]`];
    if (given) {
      field = candidate;
      direction = given;
      break;
    }
  }
  const by = direction === 'asc' ? asc : desc;
  const nullsLast = (column: SQL | (typeof SORT_COLUMNS)[PersonSortField][number]) =>
    field === 'membershipNumber' || field === 'birthDate' ? sql`${by(column)} nulls last` : by(column);
  return [...SORT_COLUMNS[field].map(nullsLast), by(profiles.id)];
}
