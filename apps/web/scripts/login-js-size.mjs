// Gzip size of the JavaScript a first visit to the login page loads (budget: 150 KB).
// Reads the Vite manifest of apps/web/dist: index.html's entry and its static imports, plus the
// chunks the login page pulls in at start (app shell, login route, cookie notice, es catalogues).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const startKeys = [
  'index.html',
  'src/app/app.tsx',
  'src/app/routes/login.route.tsx',
  'src/components/ui/cookie-notice.tsx',
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
if (process.argv.includes('--check') && total > 150 * 1024) process.exit(1);
