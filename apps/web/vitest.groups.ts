import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web tests run in two Vitest projects. Most files share one jsdom per worker
 * (`isolate: false`, project "web"): starting jsdom and importing React, Mantine and i18n again
 * for each of ~140 files cost more than the tests themselves. A file that replaces modules or
 * globals (vi.mock, spies, fake timers, stubbed globals) would leak that into the files after it,
 * so it runs alone in a fresh module graph (project "web-isolated"). The split is read from the
 * sources, so a new test lands in the right project without a list to keep.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|mocked)\b/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** Test files (relative to apps/web) that must run in a module graph of their own. */
export function testFilesReplacingModules(): string[] {
  return testFiles(join(ROOT, 'src'))
    .filter((path) => REPLACES_MODULES_OR_GLOBALS.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path).split('\\').join('/'))
    .sort();
}

/** What both web projects share: jsdom on worker threads, the setup file, no CSS. */
export const WEB_TEST_ENVIRONMENT = {
  environment: 'jsdom' as const,
  // Worker threads start a jsdom file faster than forked processes (about 10% here).
  pool: 'threads' as const,
  setupFiles: ['./src/test/setup.ts'],
  css: false,
};
