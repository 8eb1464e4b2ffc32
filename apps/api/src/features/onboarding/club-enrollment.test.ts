import { FEATURE_CODES, FIELD_ERRORS, PublicClubSchema, UserProfileResponseSchema } from '@tribuna/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubs, profiles } from '../../db/schema';
import { createAccessRequest, createClub, createManager, createMember, createUser, signIn, type ClubFixture } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { NEW_CLUB_FEATURES } from './club-enrollment.service';

let t: TestApp;
let token: string;
/** The caller's club (a manager, a request to manage it waiting) and another (a manager, a member). */
let home: ClubFixture;
let other: ClubFixture;
const body = (shortname: string, extra: Record<string, unknown> = {}) => ({
  name: 'CE Nou Horitzó',
  shortname,
  city: 'Reus',
  regionName: 'Catalunya',
  countryName: 'Espanya',
  locale: 'ca-ES',
  ...extra,
});
const create = (payload: unknown, auth = token) =>
  t.app.inject({ method: 'POST', url: '/api/clubs', headers: bearer(auth), payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  home = await createClub(t);
  await createManager(t, home);
  await createAccessRequest(t, home);
  token = (await signIn(t, (await createMember(t, home, { name: 'Pau', lastname: 'Soler' })).user)).token;
  other = await createClub(t);
  await createManager(t, other);
  await createMember(t, other);
});
afterAll(() => t.close());

describe('POST /api/clubs', () => {
  it('creates the club and makes the caller its first manager, with panel access', async () => {
    const before = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    expect(UserProfileResponseSchema.parse(before.json()).clubs).toHaveLength(1);
    const response = await create(body('nou-horitzo', { admin: true, role: 'admin' }));
    expect(response.statusCode, response.body).toBe(201);
    const club = PublicClubSchema.strict().parse(response.json());
    expect(club).toMatchObject({ name: 'CE Nou Horitzó', shortname: 'nou-horitzo', locale: 'ca-ES', image: null });
    expect(club.address).toEqual({ city: 'Reus', regionName: 'Catalunya', countryName: 'Espanya' });

    // The (cached) profile shows the new club at once.
    const profile = UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json());
    const entry = profile.clubs.find((c) => c.hash === club.hash)!;
    expect(entry.roles).toEqual(['ROLE_MANAGER']);
    expect(Object.values(entry.profiles)[0]).toMatchObject({ role: 'manager', panelAccess: true, name: 'Pau', surname: 'Soler' });
    expect(profile.admin).toBe(false);

    const features = await t.app.inject({ url: `/api/clubs/${club.hash}/features`, headers: bearer(token) });
    expect(
      features
        .json()
        .map((f: { code: string }) => f.code)
        .sort(),
    ).toEqual([...NEW_CLUB_FEATURES].sort());
    expect(NEW_CLUB_FEATURES).not.toContain('bookings');
    expect(NEW_CLUB_FEATURES).toHaveLength(FEATURE_CODES.length - 2);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'club.created'), eq(auditLog.target, club.hash)));
    expect(audit).toMatchObject({ impersonatedBy: null });
    expect(audit?.actorUserId).toBeTypeOf('number');
  });

  it('refuses a short name in use as a field error', async () => {
    for (const shortname of ['nou-horitzo', home.shortname]) {
      const response = await create(body(shortname));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        invalidParamsList: { invalidParams: [{ field: 'shortname', errors: [FIELD_ERRORS.shortnameTaken], codes: ['shortnameTaken'] }] },
      });
    }
    const [count] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(clubs);
    expect(count?.n).toBe(3);
  });

  it('gives one winner when two people take the same short name at once', async () => {
    const second = (await signIn(t, await createUser(t))).token;
    const results = await Promise.all([create(body('same-time')), create(body('same-time'), second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('lists every bad field, never a 500', async () => {
    const response = await create({ name: 'X', shortname: 'Bad Name!', locale: 'fr-FR' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field);
    expect(fields.sort()).toEqual(['city', 'countryName', 'locale', 'name', 'regionName', 'shortname']);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/clubs', payload: body('anon-club') });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/orphaned-managers', () => {
  const orphaned = (club: string) => t.app.inject({ url: `/api/users/orphaned-managers?club=${club}`, headers: bearer(token) });

  it('is false while a club has an enabled manager, even with a request waiting', async () => {
    expect((await orphaned(home.hash)).json()).toEqual({ hasOrphanedProfiles: false });
  });

  it('is true when people wait and no manager is left, false when nobody waits', async () => {
    const homeHash = home.hash;
    const club = home;
    await t.db
      .update(profiles)
      .set({ enabled: false })
      .where(and(eq(profiles.clubId, club.id), eq(profiles.type, 1)));
    expect((await orphaned(homeHash)).json()).toEqual({ hasOrphanedProfiles: true });
    await t.db
      .update(profiles)
      .set({ enabled: true })
      .where(and(eq(profiles.clubId, club.id), eq(profiles.type, 1)));

    const otherHash = other.hash;
    await t.db
      .update(profiles)
      .set({ enabled: false })
      .where(and(eq(profiles.clubId, other.id), eq(profiles.type, 1)));
    expect((await orphaned(otherHash)).json()).toEqual({ hasOrphanedProfiles: false });
    await t.db
      .update(profiles)
      .set({ preEnrollment: true })
      .where(and(eq(profiles.clubId, other.id), eq(profiles.type, 0)));
    expect((await orphaned(otherHash)).json()).toEqual({ hasOrphanedProfiles: true });
  });

  it('answers 404 for an unknown club and 400 without one', async () => {
    expect((await orphaned('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/users/orphaned-managers', headers: bearer(token) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().invalidParamsList.invalidParams[0].field).toBe('club');
  });
});
