import { ErrorBodySchema } from '@tribuna/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { errorBodyOf } from './error-body';

let app: FastifyInstance;
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
  app = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
  // A route that fails the way a bug would, to see what a client gets back.
  app.get('/api/test-failure', { config: { public: true } }, async () => {
    throw new Error('connection string postgres://secret@db leaked in a stack');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const postLogin = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/authentication_token', payload, headers: { 'content-type': contentType } });

describe('error responses', () => {
  it('lists every invalid field with a dotted path and a detail', async () => {
    const response = await postLogin(JSON.stringify({ username: 42 }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(ErrorBodySchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', message: 'Please fill required fields' });
    expect(body.detail).toContain('username');
    expect(body.invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['username', 'password']);
  });

  it('reports a missing body on the body itself', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/authentication_token' });
    expect(response.json().invalidParamsList.invalidParams[0].field).toBe('body');
  });

  it('answers malformed JSON with 400 MALFORMED_BODY', async () => {
    const response = await postLogin('{"username": ');
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toEqual({ code: 400, errorCode: 'MALFORMED_BODY', message: 'The request body is not valid JSON.' });
  });

  it('refuses prototype poisoning as malformed', async () => {
    const response = await postLogin('{"username":"a","password":"b","__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('MALFORMED_BODY');
  });

  it('answers an unknown /api route with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does-not-exist?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorBodyOf(response)).toEqual({ code: 404, errorCode: 'ROUTE_NOT_FOUND', message: 'No route matches this request.' });
    }
  });

  it('hides the internals of a 500 and gives the request id', async () => {
    const response = await app.inject({ url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 500,
      errorCode: 'INTERNAL',
      message: 'An unexpected error has occurred, try again later',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers 413 and 415 in the same shape', async () => {
    const big = await postLogin(JSON.stringify({ username: 'x', password: 'y'.repeat(1_100_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
    const text = await postLogin('username=x', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('rate-limits login attempts with a 429 in the same shape', async () => {
    let last;
    for (let i = 0; i < 21; i += 1) last = await postLogin(JSON.stringify({ username: 'flood@example.org', password: 'x' }));
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED', message: 'Too many requests, try again later.' });
    expect(last!.headers['retry-after']).toBeDefined();
  });
});

describe('OpenAPI', () => {
  it('serves an OpenAPI 3 document of the API with bearer security on protected routes', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/authentication_token', '/api/profile', '/api/clubs/{clubHash}/profiles']),
    );
    expect(doc.paths['/api/profile'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/clubs/p/{clubShortName}'].get.security).toBeUndefined();
    expect(doc.paths['/api/authentication_token'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/profile'].get.responses['401']).toBeDefined();
  });

  it('serves the documentation UI', async () => {
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
