import { UserProfileResponseSchema } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (username: string) => {
  const { token } = await t.login(username);
  const response = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return UserProfileResponseSchema.parse(response.json());
};

describe('GET /api/profile', () => {
  it('lists the manager in two clubs with roles and profiles keyed by hash', async () => {
    const profile = await profileOf('manager@demo.test');
    expect(profile).toMatchObject({ username: 'manager@demo.test', name: 'Marta', lastname: 'García', admin: false });
    expect(profile.id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const byShortname = Object.fromEntries(profile.clubs.map((c) => [c.shortname, c]));
    expect(byShortname['cd-demo']).toMatchObject({ name: 'CD Demo', locale: 'es-ES', roles: ['ROLE_MANAGER'], subsidies: [] });
    expect(byShortname['ca-exemple']).toMatchObject({ locale: 'ca-ES', roles: ['ROLE_MEMBER'] });
    const demo = byShortname['cd-demo']!;
    expect(demo.club).toBe(`/api/clubs/${demo.hash}`);
    const [entry] = Object.values(demo.profiles);
    expect(entry).toMatchObject({ type: 1, role: 'manager', panelAccess: true, name: 'Marta', surname: 'García' });
    expect(demo.profiles[entry!.hash]).toBe(entry);
  });

  it('shows the guardian only her own profile, not the child athlete', async () => {
    const profile = await profileOf('guardian@demo.test');
    expect(profile.clubs).toHaveLength(1);
    expect(profile.clubs[0]?.roles).toEqual(['ROLE_GUARDIAN']);
    expect(Object.values(profile.clubs[0]!.profiles).map((p) => p.role)).toEqual(['guardian']);
  });

  it('gives the admin no clubs and admin true', async () => {
    const profile = await profileOf('admin@demo.test');
    expect(profile).toMatchObject({ admin: true, clubs: [] });
  });

  it('needs a bearer token and tells expired from invalid', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).json()).toMatchObject({ code: 401, errorCode: 'UNAUTHENTICATED' });
    const bad = await t.app.inject({ url: '/api/profile', headers: bearer('a.b.c') });
    expect(bad.json()).toMatchObject({ code: 401, errorCode: 'TOKEN_INVALID' });
    const { TokenService } = await import('../../lib/tokens');
    const expired = await new TokenService(t.config.jwtSecret, 60).sign('whoever', Math.floor(Date.now() / 1000) - 3600);
    const response = await t.app.inject({ url: '/api/profile', headers: bearer(expired) });
    expect(response.json()).toEqual({
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
