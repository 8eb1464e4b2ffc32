import type { TFunction } from 'i18next';
import type { MemberCard } from '@tribuna/contract';

type MemberCardStatus = MemberCard['status'];

/**
 * The status to show. The API computes it live; an offline copy keeps the answer it had then,
 * except that a membership whose last valid day has passed since is no longer shown as active.
 */
export function displayedStatus(card: MemberCard, offline: boolean, today: string = localDate(new Date())): MemberCardStatus {
  if (offline && card.status === 'active' && card.validUntil !== null && card.validUntil < today) return 'inactive';
  return card.status;
}

/** YYYY-MM-DD in the device's time zone. */
export function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day in the reader's language, read as a calendar day (no time zone shift). */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, date!)));
}

/** An instant (issuedAt, savedAt) with date and time in the reader's language and time zone. */
export function formatInstant(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
}

/** A person's sports category as the card prints it (the known ones translated), or the "none" mark. */
export function categoryText(t: TFunction<'card'>, category: string | null | undefined): string {
  return category ? t(`categories.${category}`, { defaultValue: category }) : t('view.none');
}
