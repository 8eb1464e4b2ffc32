import { ClubCollectionSchema, ClubDetailSchema, ClubProfileCollectionSchema, FEATURE_CODES, PublicClubSchema } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  createAdmin,
  createClub,
  createGuardianWithChild,
  createManager,
  createMember,
  signIn,
  type ClubFixture,
} from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
/** Club hashes by this file's names for its two clubs: "riu" (every feature) and "muntanya" (no bookings). */
const hashes: Record<string, string> = {};
let riu: ClubFixture;
let muntanya: ClubFixture;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  riu = await createClub(t, { name: 'CD Riu', companyName: 'Club Deportivo Riu', locale: 'es-ES', city: 'Valencia' });
  muntanya = await createClub(t, { name: 'CA Muntanya', locale: 'ca-ES', features: FEATURE_CODES.filter((code) => code !== 'bookings') });
  hashes.riu = riu.hash;
  hashes.muntanya = muntanya.hash;
  // Marta manages CD Riu and is a plain member of CA Muntanya; Laura is the guardian of Leo.
  const marta = await createManager(t, riu, { name: 'Marta', lastname: 'García' });
  await addProfile(t, muntanya, marta.user, 'member');
  const users = {
    manager: marta.user,
    member: (await createMember(t, riu, { name: 'Pau', lastname: 'Soler' })).user,
    guardian: (await createGuardianWithChild(t, riu, { user: { name: 'Laura', lastname: 'Martín' }, child: { name: 'Leo' } })).user,
    manager2: (await createManager(t, muntanya)).user,
    admin: await createAdmin(t),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = (await signIn(t, user)).token;
});
afterAll(() => t.close());

const get = (url: string, user: string) => t.app.inject({ url, headers: bearer(tokens[user]!) });

describe('GET /api/clubs', () => {
  it("lists the caller's clubs as a hydra collection", async () => {
    const body = ClubCollectionSchema.parse((await get('/api/clubs', 'member')).json());
    expect(body['hydra:member'].map((c) => c.name)).toEqual(['CD Riu']);
    expect(body['hydra:totalItems']).toBe(1);
    expect(body['hydra:view']['@id']).toBe('/api/clubs?page=1');
    expect(body['hydra:member'][0]).toMatchObject({ publicPortal: true, address: { city: 'Valencia' } });
  });

  it('lists every club for the admin, filtered by name and paged', async () => {
    const all = ClubCollectionSchema.parse((await get('/api/clubs', 'admin')).json());
    expect(all['hydra:member'].map((c) => c.name)).toEqual(['CA Muntanya', 'CD Riu']);
    const paged = ClubCollectionSchema.parse((await get('/api/clubs?itemsPerPage=1&page=2', 'admin')).json());
    expect(paged['hydra:member'].map((c) => c.name)).toEqual(['CD Riu']);
    expect(paged['hydra:totalItems']).toBe(2);
    expect(paged['hydra:view']['hydra:previous']).toBe('/api/clubs?itemsPerPage=1&page=1');
    expect(paged['hydra:view']['hydra:next']).toBeUndefined();
    const filtered = ClubCollectionSchema.parse((await get('/api/clubs?name=munt', 'admin')).json());
    expect(filtered['hydra:member'].map((c) => c.name)).toEqual(['CA Muntanya']);
    const beyond = ClubCollectionSchema.parse((await get('/api/clubs?page=5', 'admin')).json());
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(2);
  });

  it('refuses bad paging with a field list, never a 500', async () => {
    const response = await get('/api/clubs?page=0&itemsPerPage=abc', 'admin');
    expect(response.statusCode).toBe(400);
    const fields = response.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field);
    expect(fields).toEqual(['page', 'itemsPerPage']);
  });
});

describe('GET /api/clubs/{clubHash}', () => {
  it('returns the detail with features and privacy to a member', async () => {
    const body = ClubDetailSchema.parse((await get(`/api/clubs/${hashes.riu}`, 'member')).json());
    expect(body).toMatchObject({ shortname: riu.shortname, companyName: 'Club Deportivo Riu', locale: 'es-ES' });
    expect(body.enabledFeatures.map((f) => f.code).sort()).toEqual([...FEATURE_CODES].sort());
    expect(body.privacy.version).toBe(1);
  });

  // Spec 7: "read without token". Only what GET /api/clubs/p/{clubShortName} shows anyone.
  const PUBLIC_KEYS = ['address', 'hash', 'image', 'locale', 'name', 'publicPortal', 'seasonId', 'seasonName', 'shortname'];

  it('answers the public fields, and nothing more, without a token', async () => {
    const response = await t.app.inject({ url: `/api/clubs/${hashes.riu}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
    expect(body).toEqual((await t.app.inject({ url: `/api/clubs/p/${riu.shortname}` })).json());
    expect(JSON.stringify(body)).not.toMatch(/companyName|enabledFeatures|privacy|@example\.test/);
  });

  it('answers a signed-in caller who is not a member with the public fields only; the admin gets the detail', async () => {
    const foreign = await get(`/api/clubs/${hashes.muntanya}`, 'member');
    expect(foreign.statusCode).toBe(200);
    expect(Object.keys(foreign.json()).sort()).toEqual(PUBLIC_KEYS);
    expect(PublicClubSchema.parse(foreign.json()).shortname).toBe(muntanya.shortname);
    const admin = ClubDetailSchema.parse((await get(`/api/clubs/${hashes.muntanya}`, 'admin')).json());
    expect(admin.enabledFeatures.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or malformed club, with or without a token', async () => {
    expect((await get('/api/clubs/AAAAAAAAAAAAAAAAAAAAAA', 'member')).json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/clubs/AAAAAAAAAAAAAAAAAAAAAA' })).json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    expect((await get('/api/clubs/bad!hash', 'member')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/clubs/bad!hash' })).statusCode).toBe(404);
  });

  it('refuses a token that is sent but not valid, so the client refreshes it instead of reading less', async () => {
    const response = await t.app.inject({ url: `/api/clubs/${hashes.riu}`, headers: { authorization: 'Bearer a.b.c' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'TOKEN_INVALID' });
  });
});

describe('GET /api/clubs/{clubHash}/features', () => {
  it('lists enabled codes; CA Muntanya has no bookings', async () => {
    const response = await get(`/api/clubs/${hashes.muntanya}/features`, 'manager2');
    const codes = (response.json() as { code: string }[]).map((f) => f.code);
    expect(codes).toHaveLength(FEATURE_CODES.length - 1);
    expect(codes).not.toContain('bookings');
  });
});

describe('GET /api/clubs/{clubHash}/profiles', () => {
  const profilesOf = async (user: string, club: string) =>
    ClubProfileCollectionSchema.parse((await get(`/api/clubs/${hashes[club]}/profiles`, user)).json());

  it('shows a manager every profile of the club', async () => {
    const body = await profilesOf('manager', 'riu');
    const people = body['hydra:member'].map((p) => `${p.person.name} ${p.person.surname}`);
    expect(people.sort()).toEqual(['Laura Martín', 'Leo Martín', 'Marta García', 'Pau Soler']);
    const marta = body['hydra:member'].find((p) => p.person.name === 'Marta')!;
    expect(marta).toMatchObject({ type: 1, club: `/api/clubs/${hashes.riu}` });
    expect(marta.user).toMatchObject({ clubRoles: ['manager'], role: 'manager' });
  });

  it('searches by name and surname, ignoring accents and case, on the server', async () => {
    const search = async (text: string) => {
      const response = await get(`/api/clubs/${hashes.riu}/profiles?search=${encodeURIComponent(text)}`, 'manager');
      return ClubProfileCollectionSchema.parse(response.json())['hydra:member'].map((p) => `${p.person.name} ${p.person.surname}`);
    };
    expect(await search('SOLER pau')).toEqual(['Pau Soler']);
    expect(await search('martin')).toEqual(['Laura Martín', 'Leo Martín']);
    expect(await search('%')).toEqual([]);
  });

  it('shows a member only their own profile', async () => {
    const body = await profilesOf('member', 'riu');
    expect(body['hydra:member'].map((p) => p.person.name)).toEqual(['Pau']);
  });

  it('shows a guardian her own profile and her child, who has no account', async () => {
    const body = await profilesOf('guardian', 'riu');
    const byName = Object.fromEntries(body['hydra:member'].map((p) => [p.person.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['Laura', 'Leo']);
    expect(byName.Leo).toMatchObject({ type: 3, user: null });
  });

  it('treats the manager of another club as a plain member there', async () => {
    const body = await profilesOf('manager', 'muntanya');
    expect(body['hydra:member'].map((p) => p.person.name)).toEqual(['Marta']);
  });
});

describe('GET /api/clubs/p/{clubShortName}', () => {
  it('is public and shows only public fields', async () => {
    const response = await t.app.inject({ url: `/api/clubs/p/${riu.shortname}` });
    expect(response.statusCode).toBe(200);
    const body = PublicClubSchema.strict().parse(response.json());
    expect(body).toMatchObject({ shortname: riu.shortname, name: 'CD Riu', locale: 'es-ES' });
  });

  it('answers 404 for an unknown short name', async () => {
    expect((await t.app.inject({ url: '/api/clubs/p/no-such-club' })).json()).toMatchObject({ code: 404 });
  });
});
