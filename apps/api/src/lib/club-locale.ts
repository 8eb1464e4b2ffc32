import { CLUB_LOCALES, DEFAULT_CLUB_LOCALE, type ClubLocale } from '@tribuna/contract';

/** A stored club locale as the contract's enum; anything unknown is the default es-ES (spec 9). */
export const asClubLocale = (value: string | null): ClubLocale =>
  (CLUB_LOCALES as readonly string[]).includes(value ?? '') ? (value as ClubLocale) : DEFAULT_CLUB_LOCALE;
