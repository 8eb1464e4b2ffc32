// Gzip size of the JavaScript a first visit to the login page loads (budget: 100 KB, issue 11).
// Reads the Vite manifest of apps/web/dist: index.html's entry and its static imports, plus the
// chunks the light login page pulls in at start (src/app/light: its start and page modules, the
// cookie notice, es catalogues). `npm run bench` measures the same in Chromium.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// The entry decides which page starts; the login page imports the light group's chunk (the
// portal's island and the booking pages' chunk are the other dynamic imports, left out). The
// cookie notice is in the light chunk.
const entry = manifest['index.html'];
const startKeys = [
  'index.html',
  ...(entry.dynamicImports ?? []).filter((key) => !key.includes('portal-island') && !key.includes('light-booking')),
  ...['common', 'auth'].map((ns) => `../../packages/i18n/locales/es/${ns}.json`),
];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
startKeys.forEach(visit);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  if (process.argv.includes('--verbose')) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`login page JS (gzip): ${(total / 1024).toFixed(1)} KB in ${files.size} files`);
if (process.argv.includes('--check') && total > 100 * 1024) process.exit(1);
