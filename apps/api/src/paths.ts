import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Locations resolved from this file. It sits in apps/api/src when run with tsx and is bundled
 * into apps/api/dist/server.js for production: both are three levels below the repository root,
 * so the same relative paths work in both modes, whatever the working directory.
 */
const here = dirname(fileURLToPath(import.meta.url));

export const REPO_ROOT = resolve(here, '../../..');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, 'data');
export const DEFAULT_WEB_DIST_DIR = join(REPO_ROOT, 'apps/web/dist');

/** dist/migrations (copied by the build) or src/db/migrations (source checkout). */
export function migrationsFolder(): string {
  const bundled = join(here, 'migrations');
  return existsSync(bundled) ? bundled : join(here, 'db', 'migrations');
}
