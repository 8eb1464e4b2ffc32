import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, NAMESPACES, cataloguePath, flattenKeys, type Catalogue } from '../src/index';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function load(locale: string, namespace: string): Record<string, string> {
  const file = join(root, cataloguePath(locale, namespace));
  expect(existsSync(file), `${locale}/${namespace}.json exists`).toBe(true);
  return flattenKeys(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
}

/** Interpolation placeholders such as {{code}} must survive translation. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  const reference = load(DEFAULT_LOCALE, namespace);

  it('has keys in the default locale', () => {
    expect(Object.keys(reference).length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('%s has exactly the keys of es, none empty, same placeholders', (locale) => {
    const catalogue = load(locale, namespace);
    const missing = Object.keys(reference).filter((key) => !(key in catalogue));
    const extra = Object.keys(catalogue).filter((key) => !(key in reference));
    expect(missing, `missing in ${locale}/${namespace}`).toEqual([]);
    expect(extra, `extra in ${locale}/${namespace}`).toEqual([]);
    const empty = Object.entries(catalogue)
      .filter(([, value]) => value.trim() === '')
      .map(([key]) => key);
    expect(empty, `empty in ${locale}/${namespace}`).toEqual([]);
    const mismatched = Object.keys(reference).filter(
      (key) => placeholders(reference[key] ?? '').join() !== placeholders(catalogue[key] ?? '').join(),
    );
    expect(mismatched, `placeholders in ${locale}/${namespace}`).toEqual([]);
  });
});

describe('catalogue files', () => {
  it('has no namespace outside the declared list', async () => {
    const { readdirSync } = await import('node:fs');
    for (const locale of LOCALES) {
      const files = readdirSync(join(root, 'locales', locale)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });
});
