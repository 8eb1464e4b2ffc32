import { parseArgs } from 'node:util';
import { restoreCheck } from './restore-check';

/**
 * npm run db:restore-check -- --postgres <file.dump> --admin-url postgres://…/postgres
 * npm run db:restore-check -- --embedded <file.tar.gz>
 * Restores the backup into a fresh database, signs in as a demo account (or --username and
 * --password), prints what it did and exits 0, or prints why not and exits 1 (docs/operations.md).
 */
const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    embedded: { type: 'string' },
    'admin-url': { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

async function main() {
  const common = { username: values.username, password: values.password, keep: values.keep };
  const adminUrl = values['admin-url'] ?? process.env.DATABASE_URL;
  if (values.postgres && adminUrl) return restoreCheck({ kind: 'postgres', backupFile: values.postgres, adminUrl, ...common });
  if (values.embedded) return restoreCheck({ kind: 'pglite', backupFile: values.embedded, ...common });
  throw new Error(
    'usage: --postgres <file.dump> --admin-url <postgres url> | --embedded <file.tar.gz> [--username u --password p] [--keep]',
  );
}

main().then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(result.profileStatus === 200 ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
