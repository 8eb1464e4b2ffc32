import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Reads the app's own catalogues so a test asserts what a person of that language reads. */
const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../packages/i18n/locales');
export type Locale = 'es' | 'en' | 'ca' | 'eu' | 'gl';
export const COMPLETE_LOCALES: Locale[] = ['es', 'en', 'ca'];

type Catalogue = Record<string, unknown>;
const cache = new Map<Locale, Record<string, Catalogue>>();

function load(locale: Locale) {
  let namespaces = cache.get(locale);
  if (!namespaces) {
    namespaces = {};
    for (const file of readdirSync(join(LOCALES_DIR, locale))) {
      namespaces[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8'));
    }
    cache.set(locale, namespaces);
  }
  return namespaces;
}

/** `t('es', 'common:titles.access')`, with {{placeholders}} filled from `values`. */
export function t(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = load(locale)[namespace];
  for (const part of path.split('.')) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text for ${locale} ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** "Tribuna - <translated tab title>" (spec 2). */
export const tabTitle = (locale: Locale, titleKey: string) => `Tribuna - ${t(locale, `common:titles.${titleKey}`)}`;
