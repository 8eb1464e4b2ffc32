import type { MyChargeState } from '@tribuna/contract';
import type { TFunction } from 'i18next';

/**
 * Badge colours by state, from palettes whose light badge reads at 4.5:1 (config/theme.ts:
 * Mantine's yellow and green do not): due ones warm, settled ones cool, returns red.
 */
export const CHARGE_STATE_COLOURS: Record<MyChargeState, string> = {
  pending: 'accent',
  in_collection: 'brand',
  paid: 'success',
  unpaid: 'red',
  returned: 'red',
  refunded_by_debtor: 'grape',
  exempt: 'gray',
  partly_refunded: 'brand',
  cancelled: 'gray',
};

const KNOWN_REASONS = ['AM04', 'AC01', 'AC04', 'AC06', 'MD01', 'MD06', 'MS02', 'MS03'];

/** A bank's return code in words ("insufficient funds"), or the code itself named as the bank's. */
export function returnReasonText(t: TFunction<'payments'>, code: string): string {
  return KNOWN_REASONS.includes(code) ? t(`returnReasons.${code}` as 'returnReasons.AM04') : t('returnReasons.other', { code });
}

/** A calendar day (YYYY-MM-DD) for reading: "31 de enero de 2027". */
export const readableDay = (day: string, locale: string) =>
  new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An instant's day for reading, in the club's zone: "28 de noviembre de 2026". */
export const readableInstantDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' });
