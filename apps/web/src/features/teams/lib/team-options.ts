import type { ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import {
  SPORTS,
  TEAM_CATEGORIES,
  TEAM_GENDERS,
  TEAM_ROSTER_ROLES,
  type Sport,
  type TeamCategory,
  type TeamGender,
  type TeamRosterRole,
} from '@tribuna/contract';
import type { TFunction } from 'i18next';

export interface Option<V extends string> {
  value: V;
  label: string;
}

/**
 * The sports in the reader's alphabetical order (the list is long, people scan it by name);
 * "Other" stays last because it is the catch-all, not a sport to look for.
 */
export function sportOptions(t: TFunction, language: string): Option<Sport>[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const named = SPORTS.filter((sport) => sport !== 'other')
    .map((value) => ({ value, label: t(`teams:sports.${value}`) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [...named, { value: 'other', label: t('teams:sports.other') }];
}

/** Age categories keep their natural order, youngest first. */
export function categoryOptions(t: TFunction): Option<TeamCategory>[] {
  return TEAM_CATEGORIES.map((value) => ({ value, label: t(`teams:categories.${value}`) }));
}

export function genderOptions(t: TFunction): Option<TeamGender>[] {
  return TEAM_GENDERS.map((value) => ({ value, label: t(`teams:genders.${value}`) }));
}

export function rosterRoleOptions(t: TFunction): Option<TeamRosterRole>[] {
  return TEAM_ROSTER_ROLES.map((value) => ({ value, label: t(`teams:roles.${value}`) }));
}

/** Lower case without accents: "Natación" and "natacion" read the same when searching. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Mantine's default filter is accent-sensitive; club people type "fronton", "natacion"… */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = foldText(search);
  const result: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (result.length >= limit) break;
    if ('group' in option) continue; // our lists are flat
    if (foldText(option.label).includes(wanted)) result.push(option);
  }
  return result;
};
