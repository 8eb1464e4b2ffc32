import type { Catalogue } from '@tribuna/i18n';
import { initialLanguage } from './languages';

/** The catalogues each light page draws with, beyond `common` (start.tsx loads them with i18next). */
// The booking pages name each court's sport with the teams namespace's sport names.
export const LIGHT_PAGE_NAMESPACES = { login: ['auth'], booking: ['bookings', 'forms', 'teams'] } as const;

// Only these catalogues' addresses (the light pages' namespaces above), so the first chunk stays
// small; they are the same chunks i18n.ts loads, so a warmed catalogue is not fetched twice.
const FIRST_PAGE_CATALOGUES = import.meta.glob('./locales/*/{common,auth,bookings,forms,teams}.json', {
  base: '../../../../../packages/i18n',
  import: 'default',
});

/**
 * Starts downloading a light page's catalogues from the entry, beside the page's code: otherwise
 * they leave only once i18next has arrived and started, one more round trip before the page draws.
 */
export function warmCatalogues(page: keyof typeof LIGHT_PAGE_NAMESPACES): void {
  const language = initialLanguage();
  for (const namespace of ['common', ...LIGHT_PAGE_NAMESPACES[page]]) {
    // A failed early download is simply retried by i18next's own load, which reports it.
    void firstPageCatalogue(language, namespace)?.catch(() => undefined);
  }
}

/** One of the light pages' catalogues (any locale); undefined for the others, which i18n.ts finds in the map of all. */
export function firstPageCatalogue(language: string, namespace: string): Promise<Catalogue> | undefined {
  return FIRST_PAGE_CATALOGUES[`./locales/${language}/${namespace}.json`]?.() as Promise<Catalogue> | undefined;
}
