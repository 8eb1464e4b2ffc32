import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

const PRECOMPRESSED_SOURCE = `export const page = ${JSON.stringify('y'.repeat(4000))};`;
const PRECOMPRESSED_BROTLI = brotliCompressSync(PRECOMPRESSED_SOURCE);

let testDb: TestDatabase;
let app: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'tribuna-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tribuna</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // A chunk as the build leaves it (apps/web/build/precompress.ts): with its .br beside it.
  writeFileSync(join(dist, 'assets', 'page-def456.js'), PRECOMPRESSED_SOURCE);
  writeFileSync(join(dist, 'assets', 'page-def456.js.br'), PRECOMPRESSED_BROTLI);
  testDb = await createTestDatabase({ seed: false });
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist }), database: testDb.database, logger: false });
  bare = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
  await Promise.all([app.ready(), bare.ready()]);
});
afterAll(async () => {
  await app.close();
  await bare.close();
  await testDb.drop();
});

describe('serving the built web app', () => {
  it('serves index.html uncached with a CSP that forbids inline scripts', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="root"');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers the compact REST set: nothing allowed, no framing, no sniffing', async () => {
    const response = await app.inject({ url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-xss-protection']).toBeUndefined();
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the .br the build wrote beside a chunk as it is, and the plain file to a client that takes no brotli', async () => {
    const encoded = await app.inject({ url: '/assets/page-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers['content-type']).toContain('javascript');
    expect(encoded.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's bytes, not a per-request compression of the plain file; decoding them once gives the source back.
    expect(encoded.rawPayload.equals(PRECOMPRESSED_BROTLI)).toBe(true);
    expect(brotliDecompressSync(encoded.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
    const plain = await app.inject({ url: '/assets/page-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED_SOURCE);
  });

  it('falls back to index.html for app routes, but not for missing files or the API', async () => {
    const route = await app.inject({ url: '/dashboard/profile-selector?from=x' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('id="root"');
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/unknown' });
    expect(api.json().errorCode).toBe('ROUTE_NOT_FOUND');
  });

  it('explains how to build when the web app is missing', async () => {
    for (const url of ['/', '/auth/login']) {
      const response = await bare.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    }
  });
});
