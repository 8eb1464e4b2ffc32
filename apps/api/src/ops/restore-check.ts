import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { restorePostgres } from './backup-tools';
import { loadEmbedded } from './embedded-backup';

export type RestoreCheckOptions = {
  /** A `pg_dump -Fc` file (postgres) or a PGlite `dumpDataDir` tarball (pglite). */
  backupFile: string;
  /** The account that signs in on the restored copy (a demo account by default). */
  username?: string;
  password?: string;
  /** Keep the restored copy (its URL or DATA_DIR is printed) instead of removing it. */
  keep?: boolean;
} & (
  | { kind: 'postgres'; /** A URL of the server with the right to CREATE DATABASE (the copy is made beside). */ adminUrl: string }
  | { kind: 'pglite'; /** Where the copy's DATA_DIR goes; a new temporary directory by default. */ dataDir?: string }
);

export type RestoreCheckResult = { restoredInto: string; username: string; signedIn: boolean; profileStatus: number };

/**
 * Proves a backup can be used: restores it into a FRESH database (never an existing one), starts
 * the application on it (no migration, no seed: exactly what was backed up) and signs in through
 * the real sign-in route, then reads the profile with the token it got.
 */
export async function restoreCheck(options: RestoreCheckOptions): Promise<RestoreCheckResult> {
  const username = options.username ?? 'member@demo.test';
  const password = options.password ?? 'Demo1234!';
  if (options.kind === 'postgres') {
    const name = `tribuna_restore_check_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const url = new URL(options.adminUrl);
    url.pathname = `/${name}`;
    await adminQuery(options.adminUrl, `create database "${name}"`);
    try {
      await restorePostgres(options.backupFile, url.toString());
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      return { restoredInto: options.keep ? url.toString() : name, ...(await signInOn(database, username, password)) };
    } finally {
      if (!options.keep) await adminQuery(options.adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tribuna-restore-check-'));
  try {
    await loadEmbedded(options.backupFile, dataDir);
    const database = await openDatabase({ dataDir });
    return { restoredInto: dataDir, ...(await signInOn(database, username, password)) };
  } finally {
    if (!options.keep && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The app on the restored database, driven through its HTTP routes (inject: no port needed). */
async function signInOn(database: Database, username: string, password: string) {
  const scratch = mkdtempSync(join(tmpdir(), 'tribuna-restore-check-app-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    RATE_LIMIT: 'false',
    DEMO_MODE: 'false',
    WEB_DIST_DIR: join(scratch, 'no-web'),
  });
  const app = await buildApp({ config: { ...config, jwtSecret: randomBytes(48).toString('base64url') }, database, logger: false });
  try {
    const signIn = await app.inject({ method: 'POST', url: '/api/authentication_token', payload: { username, password } });
    if (signIn.statusCode !== 200)
      throw new Error(`sign-in as ${username} on the restored copy answered ${signIn.statusCode}: ${signIn.body}`);
    const { token } = signIn.json<{ token: string }>();
    const profile = await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    return { username, signedIn: true, profileStatus: profile.statusCode };
  } finally {
    await app.close();
    await database.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
