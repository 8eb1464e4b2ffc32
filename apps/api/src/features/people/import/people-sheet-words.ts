import {
  PEOPLE_IMPORT_FIELDS,
  PEOPLE_LIST_ROLES,
  UI_LOCALES,
  type ClubRole,
  type PeopleImportField,
  type UiLocale,
} from '@tribuna/contract';
import peopleCa from '@tribuna/i18n/locales/ca/people.json';
import peopleEn from '@tribuna/i18n/locales/en/people.json';
import peopleEs from '@tribuna/i18n/locales/es/people.json';
import peopleEu from '@tribuna/i18n/locales/eu/people.json';
import peopleGl from '@tribuna/i18n/locales/gl/people.json';
import personCa from '@tribuna/i18n/locales/ca/person.json';
import personEn from '@tribuna/i18n/locales/en/person.json';
import personEs from '@tribuna/i18n/locales/es/person.json';
import personEu from '@tribuna/i18n/locales/eu/person.json';
import personGl from '@tribuna/i18n/locales/gl/person.json';

type PeopleListRole = (typeof PEOPLE_LIST_ROLES)[number];
const LIST_OF_ROLE = { member: 'partners', player: 'athletes', user: 'users' } as const;
const PEOPLE = { es: peopleEs, en: peopleEn, ca: peopleCa, eu: peopleEu, gl: peopleGl };
const PERSON = { es: personEs, en: personEn, ca: personCa, eu: personEu, gl: personGl };

/** The people export's columns, in file order; the first eight are fields an import reads back. */
export const PEOPLE_SHEET_COLUMNS = [
  'name',
  'surname',
  'dni',
  'email',
  'phone',
  'birthDate',
  'gender',
  'category',
  'membershipNumber',
  'role',
  'enabled',
] as const;
export type PeopleSheetColumn = (typeof PEOPLE_SHEET_COLUMNS)[number];

/**
 * The words of the people list as managers read them on the page (the web app's people and
 * person catalogues): one source for the export's headers and values and for the import, which
 * recognises them, so an exported file in any language imports back.
 */
export function peopleSheetWords(language: UiLocale) {
  const people = PEOPLE[language];
  const headers: Record<PeopleSheetColumn, string> = {
    ...people.columns,
    gender: people.filters.fields.gender,
    enabled: people.columns.status,
  };
  return {
    headers,
    gender: (value: string) => people.genders[value as keyof typeof people.genders] ?? value,
    category: (value: string) => people.categories[value as keyof typeof people.categories] ?? value,
    role: (role: ClubRole) => PERSON[language].roles[role],
    enabled: (enabled: boolean) => people.statuses[enabled ? 'enabled' : 'disabled'],
    /** The sheet's name: the list's title ("Socios"), or the profile type's name. */
    sheetName: (role: PeopleListRole | undefined) =>
      role === 'member' || role === 'player' || role === 'user' || role === undefined
        ? people.lists[LIST_OF_ROLE[role ?? 'user']].title
        : PERSON[language].roles[role],
  };
}

/** Every language's spelling of a value, for the import: [spelling, value] pairs. */
function spellings<K extends string>(read: (people: (typeof PEOPLE)['es']) => Record<K, string>): [string, K][] {
  return UI_LOCALES.flatMap((language) =>
    Object.entries<string>(read(PEOPLE[language])).map(([value, word]): [string, K] => [word, value as K]),
  );
}

/** Headers the export writes, per import field, in the five languages. */
export const EXPORTED_HEADERS: Record<PeopleImportField, string[]> = Object.fromEntries(
  PEOPLE_IMPORT_FIELDS.map((field) => [field, UI_LOCALES.map((language) => peopleSheetWords(language).headers[field])]),
) as Record<PeopleImportField, string[]>;

/** Gender and category words the export writes ("Mujer", "Alevín (sub-12)") back to their values. */
export const EXPORTED_GENDERS = spellings((people) => people.genders);
export const EXPORTED_CATEGORIES = spellings((people) => people.categories);
