import { ClubPrivacyStatusSchema, ClubSettingsSchema, FIELD_ERRORS, UserProfileResponseSchema } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  createAdmin,
  createClub,
  createGuardianWithChild,
  createManager,
  createMember,
  injectAs,
  signIn,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let otherClub: ClubFixture;
const sessions: Record<string, Session> = {};

const call = (user: string, options: InjectOptions) => injectAs(t, sessions[user], options);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t, { locale: 'es-ES', city: 'Valencia', regionName: 'Comunitat Valenciana' });
  otherClub = await createClub(t);
  const manager = await createManager(t, club);
  // The club's manager is also a plain member of the other club.
  await addProfile(t, otherClub, manager.user, 'member');
  sessions.manager = await signIn(t, manager.user);
  sessions.otherManager = await signIn(t, (await createManager(t, otherClub)).user);
  sessions.member = await signIn(t, (await createMember(t, club)).user);
  sessions.guardian = await signIn(t, (await createGuardianWithChild(t, club)).user);
  sessions.admin = await signIn(t, await createAdmin(t));
});
afterAll(() => t.close());

const settingsUrl = (of: ClubFixture = club) => `/api/clubs/${of.hash}/settings`;
// The web client sends PATCH bodies as merge-patch JSON (spec 7).
const patch = (payload: object, user = 'manager', of: ClubFixture = club) =>
  call(user, {
    method: 'PATCH',
    url: settingsUrl(of),
    headers: { 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(payload),
  });
const requiredIn = async (user: string, shortname = club.shortname) => {
  const profile = UserProfileResponseSchema.parse((await call(user, { url: '/api/profile' })).json());
  return profile.clubs.find((c) => c.shortname === shortname)?.privacyAcceptanceRequired;
};

describe('club settings', () => {
  it('shows managers the settings with a link to the logo upload', async () => {
    const settings = ClubSettingsSchema.parse((await call('manager', { url: settingsUrl() })).json());
    expect(settings).toMatchObject({
      name: club.name,
      shortname: club.shortname,
      locale: 'es-ES',
      interfaceLanguage: null,
      logoUploadUrl: `/api/clubs/${club.hash}/logo`,
      privacy: { version: 1 },
      terms: { version: 1 },
    });
    expect((await call('member', { url: settingsUrl() })).statusCode).toBe(403);
    expect((await call('otherManager', { url: settingsUrl() })).statusCode).toBe(403);
  });

  it('changes only the fields sent, and the change is visible at once to cached reads', async () => {
    // Warm the public-page and profile caches first: the write must clear them.
    expect((await call('member', { url: `/api/clubs/p/${club.shortname}` })).statusCode).toBe(200);
    await call('member', { url: '/api/profile' });
    const response = await patch({
      name: 'Club Esportiu València',
      address: { city: 'València' },
      interfaceLanguage: 'ca',
      season: { endsOn: '2099-06-30' },
    });
    expect(response.statusCode).toBe(200);
    expect(ClubSettingsSchema.parse(response.json())).toMatchObject({
      name: 'Club Esportiu València',
      address: { city: 'València', regionName: 'Comunitat Valenciana' },
      interfaceLanguage: 'ca',
      season: { id: club.seasonId, endsOn: '2099-06-30' },
    });
    expect((await call('member', { url: `/api/clubs/p/${club.shortname}` })).json().name).toBe('Club Esportiu València');
    const profile = UserProfileResponseSchema.parse((await call('member', { url: '/api/profile' })).json());
    expect(profile.clubs[0]!.name).toBe('Club Esportiu València');
  });

  it('refuses a taken short name with the onboarding text, and bad values field by field', async () => {
    const taken = await patch({ shortname: otherClub.shortname });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().invalidParamsList.invalidParams).toEqual([
      { field: 'shortname', errors: [FIELD_ERRORS.shortnameTaken], codes: ['shortnameTaken'] },
    ]);
    const bad = await patch({ shortname: 'Not Valid', locale: 'fr-FR', privacy: { url: 'javascript:alert(1)' } });
    expect(bad.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual([
      'shortname',
      'locale',
      'privacy.url',
    ]);
    // A manager of another club cannot touch this one.
    expect((await patch({ shortname: `${club.shortname}-2` }, 'otherManager')).statusCode).toBe(403);
  });
});

describe('privacy policy versions', () => {
  const privacyUrl = () => `/api/clubs/${club.hash}/privacy`;
  const accept = (user: string, versions: object) => call(user, { method: 'POST', url: `${privacyUrl()}/accept`, payload: versions });

  it('asks members to accept again after a new version, until they do', async () => {
    expect(await requiredIn('member')).toBe(false);
    const published = await patch({ privacy: { custom: 'Nueva política', publishNewVersion: true } });
    expect(ClubSettingsSchema.parse(published.json()).privacy).toMatchObject({ custom: 'Nueva política', version: 2 });
    expect(await requiredIn('member')).toBe(true);
    expect(await requiredIn('guardian')).toBe(true);
    // A member of the other club only sees that club unaffected.
    expect(await requiredIn('manager', otherClub.shortname)).toBe(false);

    const status = ClubPrivacyStatusSchema.parse((await call('member', { url: privacyUrl() })).json());
    expect(status).toMatchObject({ acceptanceRequired: true, accepted: null, privacy: { version: 2 }, terms: { version: 1 } });

    const outdated = await accept('member', { privacyVersion: 1, termsVersion: 1 });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().message).toBe(FIELD_ERRORS.privacyVersionOutdated);
    expect(outdated.json().reason).toBe('privacyVersionOutdated');
    const accepted = await accept('member', { privacyVersion: 2, termsVersion: 1 });
    expect(ClubPrivacyStatusSchema.parse(accepted.json())).toMatchObject({ acceptanceRequired: false, accepted: { privacyVersion: 2 } });
    expect(await requiredIn('member')).toBe(false);
    expect(await requiredIn('guardian')).toBe(true);

    await patch({ terms: { custom: 'Condiciones', publishNewVersion: true } });
    expect(await requiredIn('member')).toBe(true);
  });

  it('lets nobody accept for someone else or outside their club', async () => {
    expect((await accept('admin', { privacyVersion: 2, termsVersion: 2 })).statusCode).toBe(403);
    expect((await accept('otherManager', { privacyVersion: 2, termsVersion: 2 })).statusCode).toBe(403);
    expect((await accept('member', { privacyVersion: 0 })).statusCode).toBe(400);
  });
});
