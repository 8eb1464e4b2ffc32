import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * PostgreSQL's own client programs, never a reimplementation: PG_BIN if set, else the Debian
 * install of the server's major version, else the newest under /usr/lib/postgresql, else PATH.
 * (pg_dump must be at least the server's version; a newer pg_restore may write settings an older
 * server refuses, hence the server's own version first.)
 */
export function postgresProgram(name: 'pg_dump' | 'pg_restore', serverMajor?: number): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, name))) return join(fromEnv, name);
  const root = '/usr/lib/postgresql';
  if (serverMajor !== undefined && existsSync(join(root, String(serverMajor), 'bin', name)))
    return join(root, String(serverMajor), 'bin', name);
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => /^\d+$/.test(version) && existsSync(join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin', name);
  }
  return name;
}

/** The server's major version (15 for 15.8). */
async function serverMajorOf(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** `pg_dump -Fc`: the custom format pg_restore reads (compressed, restorable table by table). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  await run(postgresProgram('pg_dump', await serverMajorOf(databaseUrl)), [
    '--format=custom',
    '--no-owner',
    '--no-acl',
    `--file=${file}`,
    `--dbname=${databaseUrl}`,
  ]);
}

/**
 * Restores a `pg_dump -Fc` file into an empty database. --exit-on-error: a restore that is not
 * complete must fail loudly, not leave a half database that looks fine.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  await run(postgresProgram('pg_restore', await serverMajorOf(databaseUrl)), [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
