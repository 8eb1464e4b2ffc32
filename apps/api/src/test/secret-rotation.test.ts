import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD, TEST_SECRET, bearer, testConfig } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Secrets rotation (docs/operations.md): during the window the processes run with the new secret
 * and the previous one beside it, and what was signed with the previous one still passes; once
 * the previous secret is removed, it no longer does.
 */
const NEW_SECRET = 'the-new-jwt-secret-after-rotation-0123456789';
const OLD_WEBHOOK_SECRET = 'whsec_old_signing_secret';
const NEW_WEBHOOK_SECRET = 'whsec_new_signing_secret';
const signer = new Stripe('sk_test_tribuna');

let testDb: TestDatabase;
const apps: FastifyInstance[] = [];

/** Another process on the same database, as a rolling restart brings up. */
async function processWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), database: testDb.database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.drop();
});

describe('JWT secret rotation', () => {
  it('accepts tokens of the previous secret while JWT_SECRET_PREVIOUS is set, and only then', async () => {
    const before = await processWith({});
    const signIn = await before.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { username: 'member@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const oldToken = signIn.json<{ token: string }>().token;

    const rotating = await processWith({ JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: TEST_SECRET });
    expect((await rotating.inject({ url: '/api/profile', headers: bearer(oldToken) })).statusCode).toBe(200);
    // What it signs is signed with the new secret: the process that only knows the old one refuses it.
    const newToken = (
      await rotating.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { username: 'member@demo.test', password: DEMO_PASSWORD },
      })
    ).json<{ token: string }>().token;
    expect((await before.inject({ url: '/api/profile', headers: bearer(newToken) })).statusCode).toBe(401);

    const after = await processWith({ JWT_SECRET: NEW_SECRET });
    const refused = await after.inject({ url: '/api/profile', headers: bearer(oldToken) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorCode: 'TOKEN_INVALID' });
    expect((await after.inject({ url: '/api/profile', headers: bearer(newToken) })).statusCode).toBe(200);
  });
});

describe('Stripe webhook secret rotation', () => {
  const stripeEnv = (env: Record<string, string>) => ({
    STRIPE_SECRET_KEY: 'sk_test_tribuna',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    STRIPE_WEBHOOK_SECRET: NEW_WEBHOOK_SECRET,
    ...env,
  });
  let sequence = 0;
  const deliver = (app: FastifyInstance, secret: string) => {
    const payload = JSON.stringify({ id: `evt_rotation_${++sequence}`, object: 'event', type: 'customer.created', data: { object: {} } });
    return app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
      payload,
    });
  };

  it('accepts deliveries signed with the previous secret while STRIPE_WEBHOOK_SECRET_PREVIOUS is set, and only then', async () => {
    const rotating = await processWith(stripeEnv({ STRIPE_WEBHOOK_SECRET_PREVIOUS: OLD_WEBHOOK_SECRET }));
    expect((await deliver(rotating, NEW_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await deliver(rotating, OLD_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await deliver(rotating, 'whsec_someone_else')).statusCode).toBe(400);

    const after = await processWith(stripeEnv({}));
    expect((await deliver(after, NEW_WEBHOOK_SECRET)).statusCode).toBe(200);
    const refused = await deliver(after, OLD_WEBHOOK_SECRET);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ invalidParamsList: { invalidParams: [{ field: 'stripe-signature' }] } });
  });
});
