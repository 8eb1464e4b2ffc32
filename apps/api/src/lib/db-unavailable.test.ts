import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

// What node-postgres really throws when PostgreSQL cannot be reached (the PostgreSQL stop test,
// test/postgres-stop.test.ts, covers a server stopped under load).

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      server.close(() => resolve(address.port));
    });
  });
}

/** A port that accepts connections and never answers: a database that hangs. */
async function silentPort(): Promise<{ port: number; close(): void }> {
  const sockets: import('node:net').Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection, as the pool reports it', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/x`, connectionTimeoutMillis: 2_000 });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises the pool's connection timeout, wrapped as drizzle wraps it", async () => {
    const silent = await silentPort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${silent.port}/x`, connectionTimeoutMillis: 200 });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    silent.close();
    await pool.end().catch(() => undefined);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
  });

  it('recognises PostgreSQL shutting down or refusing connections by SQLSTATE', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    for (const code of ['23505', '22P02', '40P01', '42P01'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
