import { AdminClubFeatureListSchema, FEATURE_CODES } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubFeatures, clubs as clubsTable, profiles, users } from '../db/schema';
import { TokenService } from '../lib/tokens';
import { createAdmin, createClub, createManager, signIn, type ClubUser } from '../test/factories';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { authPlugin } from './auth.plugin';
import { clubContextPlugin } from './club-context.plugin';
import { errorHandlerPlugin } from './error-handler.plugin';
import { featureGatePlugin } from './feature-gate.plugin';

// The real app switches features (admin route); a second app on the same database and the same
// change feed carries a test-only route gated by `bookings`, wired with the real plugins.
let t: TestApp;
let gated: FastifyInstance;
const tokens: Record<string, string> = {};
const clubs: Record<string, string> = {};
let manager: ClubUser;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  // Club A has every feature; club B has no bookings. Each has its own manager.
  const a = await createClub(t);
  const b = await createClub(t, { features: FEATURE_CODES.filter((code) => code !== 'bookings') });
  clubs.a = a.hash;
  clubs.b = b.hash;
  manager = await createManager(t, a);
  tokens.manager = (await signIn(t, manager.user)).token;
  tokens.manager2 = (await signIn(t, (await createManager(t, b)).user)).token;
  tokens.admin = (await signIn(t, await createAdmin(t))).token;

  gated = Fastify({ logger: false });
  gated.setValidatorCompiler(validatorCompiler);
  gated.setSerializerCompiler(serializerCompiler);
  await gated.register(errorHandlerPlugin);
  await gated.register(authPlugin, { tokens: new TokenService(t.config.jwtSecret, t.config.tokenTtl) });
  await gated.register(clubContextPlugin, { db: t.db, changes: t.app.changes });
  await gated.register(featureGatePlugin, { db: t.db, changes: t.app.changes });
  gated.get('/clubs/:clubHash/gated', { config: { feature: 'bookings' } }, () => ({ ok: true }));
  await gated.ready();
  // Caches only keep anything while the change feed listens; the test means nothing otherwise.
  await vi.waitFor(() => expect(t.app.changes.isLive).toBe(true), { timeout: 5000, interval: 20 });
});
afterAll(async () => {
  await gated.close();
  await t.close();
});

const gatedStatus = async (user: string, club = 'a') =>
  (await gated.inject({ url: `/clubs/${clubs[club]}/gated`, headers: bearer(tokens[user]!) })).statusCode;
const setFeatures = (codes: readonly string[], club = 'a') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/clubs/${clubs[club]}/features`,
    headers: bearer(tokens.admin!),
    payload: { codes },
  });

describe('feature gate', () => {
  it('answers 403 FEATURE_DISABLED where the club lacks the feature, after the club checks', async () => {
    expect(await gatedStatus('manager')).toBe(200);
    const response = await gated.inject({ url: `/clubs/${clubs.b}/gated`, headers: bearer(tokens.manager2!) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'FEATURE_DISABLED', message: 'This feature is not enabled for the club.' });
    // An outsider learns nothing about the club's features: the membership check comes first.
    expect(await gatedStatus('manager2')).toBe(403);
    expect((await gated.inject({ url: '/clubs/AAAAAAAAAAAAAAAAAAAAAA/gated', headers: bearer(tokens.manager!) })).statusCode).toBe(404);
  });

  it('flips at once when an admin switches the feature off and on (cached answer cleared)', async () => {
    expect(await gatedStatus('manager')).toBe(200); // cached: bookings on
    const off = await setFeatures(FEATURE_CODES.filter((code) => code !== 'bookings'));
    expect(
      AdminClubFeatureListSchema.parse(off.json())
        .filter((f) => !f.enabled)
        .map((f) => f.code),
    ).toEqual(['bookings']);
    expect(await gatedStatus('manager')).toBe(403);
    expect((await setFeatures(FEATURE_CODES)).statusCode).toBe(200);
    expect(await gatedStatus('manager')).toBe(200);
  });

  it('follows a change written by another process, through the database notification', async () => {
    expect(await gatedStatus('manager')).toBe(200);
    const [club] = await t.db.select({ id: clubsTable.id }).from(clubsTable).where(eq(clubsTable.publicId, clubs.a!));
    await t.db.delete(clubFeatures).where(and(eq(clubFeatures.clubId, club!.id), eq(clubFeatures.code, 'bookings')));
    await vi.waitFor(async () => expect(await gatedStatus('manager')).toBe(403), { timeout: 5000, interval: 20 });
  });

  it('lets only admins switch features, never while impersonating, and only known codes', async () => {
    const asManager = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${clubs.a}/features`,
      headers: bearer(tokens.manager!),
      payload: { codes: [] },
    });
    expect(asManager.statusCode).toBe(403);
    // The admin acting as Marta (a manager) holds an impersonation token: refused before anything else.
    const [marta] = await t.db
      .select({ hash: profiles.publicId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.username, manager.user.username))
      .limit(1);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/impersonation',
      headers: bearer(tokens.admin!),
      payload: { profileHash: marta!.hash },
    });
    expect(started.statusCode).toBe(200);
    const impersonating = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/clubs/${clubs.a}/features`,
      headers: bearer(started.json().token),
      payload: { codes: [] },
    });
    expect(impersonating.json()).toMatchObject({ code: 403, errorCode: 'IMPERSONATION_FORBIDDEN' });
    const unknown = await setFeatures(['teleportation']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual(['codes.0']);
  });
});
