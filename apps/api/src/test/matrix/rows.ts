import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OPENAPI_MATRIX } from '../../plugins/openapi.matrix';
import type { MatrixRow, MatrixRows } from './matrix-types';

const FEATURES_DIR = fileURLToPath(new URL('../../features/', import.meta.url));

/** Every `*.matrix.ts` under `dir`, at any depth. */
function matrixFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return matrixFiles(path);
    return entry.name.endsWith('.matrix.ts') ? [path] : [];
  });
}

/**
 * Every feature's authorization matrix rows, found by convention: a feature with routes keeps a
 * `<feature>.matrix.ts` beside them (any depth under features/), whose exports are its rows, so a
 * new feature edits nothing here. The matrix test fails for a registered route no file covers.
 * Keyed by the file's place under features/ (`people/families/families`), plus the API docs.
 */
export async function loadFeatureMatrices(): Promise<Record<string, MatrixRows>> {
  const matrices: Record<string, MatrixRows> = {};
  for (const file of matrixFiles(FEATURES_DIR).sort()) {
    const name = relative(FEATURES_DIR, file).replace(/\.matrix\.ts$/, '');
    const exports = (await import(pathToFileURL(file).href)) as Record<string, MatrixRows>;
    for (const [exported, rows] of Object.entries(exports)) matrices[`${name} (${exported})`] = rows;
  }
  matrices['api docs'] = OPENAPI_MATRIX;
  return matrices;
}

/** One row per route; `duplicates` names routes that two files both claim (one would be lost). */
export function mergeMatrices(matrices: Record<string, MatrixRows>) {
  const rows: Record<string, MatrixRow> = {};
  const owner: Record<string, string> = {};
  const duplicates: string[] = [];
  for (const [feature, matrix] of Object.entries(matrices)) {
    for (const [key, row] of Object.entries(matrix)) {
      if (key in rows) duplicates.push(`${key} (${owner[key]} and ${feature})`);
      rows[key] = row;
      owner[key] = feature;
    }
  }
  return { rows, duplicates };
}
