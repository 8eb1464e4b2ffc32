/**
 * Tribuna's interface catalogues: one JSON file per locale and namespace under `locales/`,
 * with identical keys in every locale (a test checks it). Spanish is the default; eu and gl are
 * machine-quality translations.
 */
export const LOCALES = ['es', 'en', 'ca', 'eu', 'gl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

export const NAMESPACES = [
  'common',
  'auth',
  'navigation',
  'errors',
  'dashboard',
  'status',
  'account',
  'forms',
  'onboarding',
  'session',
  'people',
  'person',
  'imports',
  'teams',
  'settings',
  'card',
  'messages',
  'sponsors',
  'portal',
  'commerce',
  'shop',
  'bookings',
  'support',
  'payments',
  'sepa',
  'joining',
  'fees',
  'access',
  'scanner',
  'subsidies',
  'rights',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoader = (locale: string, namespace: string) => Promise<Catalogue>;

/** Relative path of a catalogue inside this package. */
export function cataloguePath(locale: string, namespace: string): string {
  return `locales/${locale}/${namespace}.json`;
}

/**
 * Turns a map of lazy imports keyed by file path (what a bundler glob such as Vite's
 * `import.meta.glob('…/locales/*\/*.json')` returns) into a loader by locale and namespace, so each
 * catalogue is its own chunk fetched only when needed.
 */
export function createCatalogueLoader(modules: Record<string, () => Promise<unknown>>): CatalogueLoader {
  return async (locale, namespace) => {
    const suffix = `/${cataloguePath(locale, namespace)}`;
    const entry = Object.entries(modules).find(([path]) => path.endsWith(suffix));
    if (!entry) throw new Error(`Missing catalogue ${locale}/${namespace}`);
    const loaded = (await entry[1]()) as Catalogue | { default: Catalogue };
    return 'default' in loaded && typeof loaded.default === 'object' ? (loaded.default as Catalogue) : (loaded as Catalogue);
  };
}

/** Flattens a catalogue into dotted keys (used by the completeness check). */
export function flattenKeys(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flattenKeys(value, path));
  }
  return out;
}
