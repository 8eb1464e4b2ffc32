import { UserProfileResponseSchema } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  createAdmin,
  createMember,
  createClub,
  createGuardianWithChild,
  createManager,
  signIn,
  type ClubFixture,
  type UserFixture,
} from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { errorBodyOf } from '../../test/error-body';

let t: TestApp;
let club: ClubFixture;
let otherClub: ClubFixture;
const users = {} as Record<'manager' | 'guardian' | 'admin', UserFixture>;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t, { locale: 'es-ES' });
  otherClub = await createClub(t, { locale: 'ca-ES' });
  // Marta manages the club and is a plain member of the other one.
  users.manager = (await createManager(t, club, { name: 'Marta', lastname: 'García' })).user;
  await addProfile(t, otherClub, users.manager, 'member');
  users.guardian = (await createGuardianWithChild(t, club)).user;
  users.admin = await createAdmin(t);
});
afterAll(() => t.close());

const profileOf = async (user: UserFixture) => {
  const { headers } = await signIn(t, user);
  const response = await t.app.inject({ url: '/api/profile', headers });
  expect(response.statusCode).toBe(200);
  return UserProfileResponseSchema.parse(response.json());
};

describe('GET /api/profile', () => {
  it('lists the manager in two clubs with roles and profiles keyed by hash', async () => {
    const profile = await profileOf(users.manager);
    expect(profile).toMatchObject({ username: users.manager.username, name: 'Marta', lastname: 'García', admin: false });
    expect(profile.id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const byShortname = Object.fromEntries(profile.clubs.map((c) => [c.shortname, c]));
    expect(byShortname[club.shortname]).toMatchObject({ name: club.name, locale: 'es-ES', roles: ['ROLE_MANAGER'], subsidies: [] });
    expect(byShortname[otherClub.shortname]).toMatchObject({ locale: 'ca-ES', roles: ['ROLE_MEMBER'] });
    const own = byShortname[club.shortname]!;
    expect(own.club).toBe(`/api/clubs/${own.hash}`);
    const [entry] = Object.values(own.profiles);
    expect(entry).toMatchObject({ type: 1, role: 'manager', panelAccess: true, name: 'Marta', surname: 'García' });
    expect(own.profiles[entry!.hash]).toBe(entry);
  });

  it('shows the guardian only her own profile, not the child athlete', async () => {
    const profile = await profileOf(users.guardian);
    expect(profile.clubs).toHaveLength(1);
    expect(profile.clubs[0]?.roles).toEqual(['ROLE_GUARDIAN']);
    expect(Object.values(profile.clubs[0]!.profiles).map((p) => p.role)).toEqual(['guardian']);
  });

  it('gives the admin no clubs and admin true', async () => {
    const profile = await profileOf(users.admin);
    expect(profile).toMatchObject({ admin: true, clubs: [] });
  });

  it('tells each profile what its role may do in its club, and the user what the admin flag grants everywhere', async () => {
    const manager = await profileOf(users.manager);
    const inClub = (profile: typeof manager, shortname: string) =>
      Object.values(profile.clubs.find((c) => c.shortname === shortname)!.profiles)[0]!.can;
    expect(inClub(manager, club.shortname)).toEqual(expect.arrayContaining(['teams.manage', 'people.list', 'communications.moderate']));
    expect(inClub(manager, club.shortname)).not.toContain('clubSettings.switchFeatures');
    expect(inClub(manager, otherClub.shortname)).toEqual(expect.arrayContaining(['memberCard.readOwn', 'bookings.book']));
    expect(inClub(manager, otherClub.shortname)).not.toContain('teams.manage');
    expect(manager.can).toEqual([]);

    const guardian = await profileOf(users.guardian);
    expect(inClub(guardian, club.shortname)).toContain('memberCard.readChildren');

    const admin = await profileOf(users.admin);
    expect(admin.can).toEqual(expect.arrayContaining(['clubSettings.switchFeatures', 'clubs.listAllClubs', 'teams.manage']));
    expect(admin.can).not.toContain('memberCard.readOwn');
    expect(admin.can).toEqual([...admin.can].sort());
  });

  it('lets a door controller’s member profile scan (issue 24), and only it', async () => {
    const volunteer = await createMember(t, club);
    const scanOf = async () => {
      const profile = await profileOf(volunteer.user);
      return Object.values(profile.clubs[0]!.profiles)[0]!.can;
    };
    expect(await scanOf()).not.toContain('accessControl.scan');
    await t.db.execute(sql`update profiles set access_controller = true where id = ${volunteer.profile.id}::int`);
    const can = await scanOf();
    expect(can).toContain('accessControl.scan');
    expect(can).not.toContain('accessControl.manage');
    const manager = await profileOf(users.manager);
    expect(Object.values(manager.clubs.find((c) => c.shortname === club.shortname)!.profiles)[0]!.can).toContain('accessControl.scan');
  });

  it('needs a bearer token and tells expired from invalid', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).json()).toMatchObject({ code: 401, errorCode: 'UNAUTHENTICATED' });
    const bad = await t.app.inject({ url: '/api/profile', headers: bearer('a.b.c') });
    expect(bad.json()).toMatchObject({ code: 401, errorCode: 'TOKEN_INVALID' });
    const { TokenService } = await import('../../lib/tokens');
    const expired = await new TokenService(t.config.jwtSecret, 60).sign('whoever', Math.floor(Date.now() / 1000) - 3600);
    const response = await t.app.inject({ url: '/api/profile', headers: bearer(expired) });
    expect(errorBodyOf(response)).toEqual({
      code: 401,
      errorCode: 'TOKEN_EXPIRED',
      message: 'Your session has expired, please log in again',
    });
  });

  it('refuses a valid token whose account no longer exists', async () => {
    const { TokenService } = await import('../../lib/tokens');
    const token = await new TokenService(t.config.jwtSecret, 60).sign('no-such-user-id-123');
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
  });
});
