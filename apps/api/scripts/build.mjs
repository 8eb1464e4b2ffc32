// Bundles the API into dist/server.js. Workspace code (@tribuna/*, TypeScript sources) is
// bundled; every other npm package stays external and is loaded from node_modules at runtime.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

rmSync(dist, { recursive: true, force: true });

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tribuna/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: {
    server: join(root, 'src/server.ts'),
    // Uploaded spreadsheets are parsed in a worker thread, started from dist/spreadsheet-worker.js
    // (see src/features/people/import/spreadsheet-file.ts).
    'spreadsheet-worker': join(root, 'src/features/people/import/spreadsheet-worker.ts'),
    // `npm run storage:migrate` where tsx is not installed (a production image): node dist/storage-migrate.js.
    'storage-migrate': join(root, 'src/lib/uploads/migrate-uploads-cli.ts'),
    // `npm run db:migrate` and `npm run db:seed` where tsx is not installed: compose's one-shot
    // migrate service runs node dist/migrate.js once, before the replicas start.
    migrate: join(root, 'src/db/migrate-cli.ts'),
    seed: join(root, 'src/demo/seed-cli.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  // Some CommonJS helpers expect `require`; give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

// The server looks for migrations next to the bundle (see src/paths.ts).
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log('API built: apps/api/dist/server.js, dist/spreadsheet-worker.js, dist/storage-migrate.js, dist/migrate.js and dist/seed.js');
