import type { UiLocale } from '@tribuna/contract';
import { isUiLocale, sessionLocaleForClub } from '@tribuna/contract';
import ca from '@tribuna/i18n/locales/ca/rights.json';
import en from '@tribuna/i18n/locales/en/rights.json';
import es from '@tribuna/i18n/locales/es/rights.json';
import eu from '@tribuna/i18n/locales/eu/rights.json';
import gl from '@tribuna/i18n/locales/gl/rights.json';

const CATALOGUES: Record<UiLocale, typeof es> = { es, en, ca, eu, gl };
type ExportWords = (typeof es)['export'];

/** The club's people's language: its interface language, else the one its locale implies. */
export const languageOf = (club: { interfaceLanguage: string | null; locale: string }): UiLocale =>
  isUiLocale(club.interfaceLanguage) ? club.interfaceLanguage : sessionLocaleForClub(club.locale);

/** The export's words from the web app's own catalogue (packages/i18n `rights`), so both say the same. */
export function exportWords(locale: UiLocale) {
  const words: ExportWords = CATALOGUES[locale].export;
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return {
    text: (key: Exclude<keyof ExportWords, 'sections' | 'fields'>, values: Record<string, string> = {}) => fill(words[key], values),
    section: (key: string) => (words.sections as Record<string, string>)[key] ?? key,
    field: (key: string) => (words.fields as Record<string, string>)[key] ?? key,
  };
}
