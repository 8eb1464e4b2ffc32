import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The same extensions db/client.ts loads: a data directory opened without them would not start. */
const extensions = { btree_gist, pg_trgm };

/**
 * Writes the embedded database of DATA_DIR (DATA_DIR/pgdata) as PGlite's own tarball
 * (`dumpDataDir`, gzip). PGlite is one in-process connection: the server must be stopped, or
 * this would open the same files twice.
 */
export async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  const pgdata = join(dataDir, 'pgdata');
  if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new Error(`no embedded database in ${pgdata}`);
  const client = await PGlite.create(pgdata, { extensions });
  try {
    const tarball = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Loads a `dumpDataDir` tarball as the embedded database of a new DATA_DIR (`loadDataDir`). The
 * target must not hold a database yet: a restore never overwrites one.
 */
export async function loadEmbedded(file: string, dataDir: string): Promise<void> {
  const pgdata = join(dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) throw new Error(`${pgdata} is not empty`);
  mkdirSync(pgdata, { recursive: true });
  const client = await PGlite.create(pgdata, { extensions, loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
}
