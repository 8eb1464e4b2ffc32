import type { UiLocale } from '@tribuna/contract';
import ca from '@tribuna/i18n/locales/ca/shop.json';
import en from '@tribuna/i18n/locales/en/shop.json';
import es from '@tribuna/i18n/locales/es/shop.json';
import eu from '@tribuna/i18n/locales/eu/shop.json';
import gl from '@tribuna/i18n/locales/gl/shop.json';

const CATALOGUES: Record<UiLocale, typeof es> = { es, en, ca, eu, gl };
type ReceiptKey = keyof typeof es.receipt;

/** The receipt's words from the web app's own catalogues (packages/i18n), so both say the same. */
export function receiptText(locale: UiLocale, key: ReceiptKey, values: Record<string, string> = {}): string {
  const template = CATALOGUES[locale].receipt[key];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Order statuses as the receipt and the e-mail say them. */
export const statusText = (locale: UiLocale, name: keyof typeof es.order.status) => CATALOGUES[locale].order.status[name];

/** A ticket's words (the tickets PDF), from the same catalogues. */
export function ticketText(locale: UiLocale, key: keyof typeof es.ticket, values: Record<string, string> = {}): string {
  return CATALOGUES[locale].ticket[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
