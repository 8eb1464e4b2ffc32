// The parse worker in development and tests: the server runs its TypeScript through tsx, and a
// worker thread does not inherit that, so it registers tsx itself. The production build runs the
// bundled dist/spreadsheet-worker.js instead (see scripts/build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./spreadsheet-worker.ts');
