import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Migrated (and seeded) PostgreSQL databases that each test file clones instead of migrating
 * and seeding its own: `CREATE DATABASE … TEMPLATE` copies files, about ten times faster than
 * running the 34 migrations and the demo seed (which takes seconds) once per file.
 *
 * The templates belong to one Vitest run: its global setup (test-database-run.ts) names the run
 * in TEST_DATABASE_RUN, and drops the run's templates at the end, so a template never outlives
 * the code that built it. The first worker that needs a kind builds it under an advisory lock;
 * the others wait for it, then clone.
 */
export const TEMPLATE_RUN_ENV = 'TEST_DATABASE_RUN';

export type TemplateKind = 'bare' | 'demo' | 'people';

const TEMPLATE_LOCK = 72_331_022;

export const templatePrefix = (run: string) => `tribuna_tpl_${run}_`;

export function newRunName(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const exists = async (client: pg.Client, name: string) =>
  (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

/**
 * The template of `kind` for this run, built by `build` (given the address of an empty database;
 * it must close every connection it opens) when no worker has built it yet.
 */
export async function ensureTemplate(
  adminUrl: string,
  run: string,
  kind: TemplateKind,
  build: (url: string) => Promise<void>,
): Promise<string> {
  const name = `${templatePrefix(run)}${kind}`;
  return withAdmin(adminUrl, async (client) => {
    if (await exists(client, name)) return name;
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists(client, name)) return name;
      // Built under another name and renamed when complete: a half-built template is never cloned.
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      await build(databaseUrl(adminUrl, building));
      await client.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the run's templates (global teardown). */
export async function dropTemplates(adminUrl: string, run: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      templatePrefix(run),
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
