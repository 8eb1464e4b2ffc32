import {
  ClubPrivacyStatusSchema,
  ClubSettingsSchema,
  PRIVACY_VERSION_OUTDATED,
  SHORTNAME_TAKEN,
  UserProfileResponseSchema,
} from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const clubs: Record<string, string> = {};

const call = (user: string, options: InjectOptions) => callAs(t, tokens, user, options);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  await signInDemoUsers(t, ['manager', 'manager2', 'member', 'guardian', 'admin'], { tokens, clubs });
});
afterAll(() => t.close());

const settingsUrl = (club = 'cd-demo') => `/api/clubs/${clubs[club]}/settings`;
// The web client sends PATCH bodies as merge-patch JSON (spec 7).
const patch = (payload: object, user = 'manager', club = 'cd-demo') =>
  call(user, {
    method: 'PATCH',
    url: settingsUrl(club),
    headers: { 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(payload),
  });
const requiredIn = async (user: string, shortname = 'cd-demo') => {
  const profile = UserProfileResponseSchema.parse((await call(user, { url: '/api/profile' })).json());
  return profile.clubs.find((c) => c.shortname === shortname)?.privacyAcceptanceRequired;
};

describe('club settings', () => {
  it('shows managers the settings with a link to the logo upload', async () => {
    const settings = ClubSettingsSchema.parse((await call('manager', { url: settingsUrl() })).json());
    expect(settings).toMatchObject({
      name: 'CD Demo',
      shortname: 'cd-demo',
      locale: 'es-ES',
      interfaceLanguage: null,
      logoUploadUrl: `/api/clubs/${clubs['cd-demo']}/logo`,
      privacy: { version: 1 },
      terms: { version: 1 },
    });
    expect((await call('member', { url: settingsUrl() })).statusCode).toBe(403);
    expect((await call('manager2', { url: settingsUrl() })).statusCode).toBe(403);
  });

  it('changes only the fields sent, and the change is visible at once to cached reads', async () => {
    // Warm the public-page and profile caches first: the write must clear them.
    expect((await call('member', { url: '/api/clubs/p/cd-demo' })).statusCode).toBe(200);
    await call('member', { url: '/api/profile' });
    const response = await patch({ name: 'CD Demo València', address: { city: 'València' }, interfaceLanguage: 'ca', season: { endsOn: '2099-06-30' } });
    expect(response.statusCode).toBe(200);
    expect(ClubSettingsSchema.parse(response.json())).toMatchObject({
      name: 'CD Demo València',
      address: { city: 'València', regionName: 'Comunitat Valenciana' },
      interfaceLanguage: 'ca',
      season: { id: '2025-2026', endsOn: '2099-06-30' },
    });
    expect((await call('member', { url: '/api/clubs/p/cd-demo' })).json().name).toBe('CD Demo València');
    const profile = UserProfileResponseSchema.parse((await call('member', { url: '/api/profile' })).json());
    expect(profile.clubs[0]!.name).toBe('CD Demo València');
  });

  it('refuses a taken short name with the onboarding text, and bad values field by field', async () => {
    const taken = await patch({ shortname: 'ca-exemple' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().invalidParamsList.invalidParams).toEqual([{ field: 'shortname', errors: [SHORTNAME_TAKEN] }]);
    const bad = await patch({ shortname: 'Not Valid', locale: 'fr-FR', privacy: { url: 'javascript:alert(1)' } });
    expect(bad.json().invalidParamsList.invalidParams.map((p: { field: string }) => p.field)).toEqual([
      'shortname',
      'locale',
      'privacy.url',
    ]);
    // A manager of another club cannot touch this one.
    expect((await patch({ shortname: 'cd-demo-2' }, 'manager2')).statusCode).toBe(403);
  });
});

describe('privacy policy versions', () => {
  const privacyUrl = () => `/api/clubs/${clubs['cd-demo']}/privacy`;
  const accept = (user: string, versions: object) => call(user, { method: 'POST', url: `${privacyUrl()}/accept`, payload: versions });

  it('asks members to accept again after a new version, until they do', async () => {
    expect(await requiredIn('member')).toBe(false);
    const published = await patch({ privacy: { custom: 'Nueva política', publishNewVersion: true } });
    expect(ClubSettingsSchema.parse(published.json()).privacy).toMatchObject({ custom: 'Nueva política', version: 2 });
    expect(await requiredIn('member')).toBe(true);
    expect(await requiredIn('guardian')).toBe(true);
    // A member of CA Exemple only sees that club unaffected.
    expect(await requiredIn('manager', 'ca-exemple')).toBe(false);

    const status = ClubPrivacyStatusSchema.parse((await call('member', { url: privacyUrl() })).json());
    expect(status).toMatchObject({ acceptanceRequired: true, accepted: null, privacy: { version: 2 }, terms: { version: 1 } });

    const outdated = await accept('member', { privacyVersion: 1, termsVersion: 1 });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().message).toBe(PRIVACY_VERSION_OUTDATED);
    const accepted = await accept('member', { privacyVersion: 2, termsVersion: 1 });
    expect(ClubPrivacyStatusSchema.parse(accepted.json())).toMatchObject({ acceptanceRequired: false, accepted: { privacyVersion: 2 } });
    expect(await requiredIn('member')).toBe(false);
    expect(await requiredIn('guardian')).toBe(true);

    await patch({ terms: { custom: 'Condiciones', publishNewVersion: true } });
    expect(await requiredIn('member')).toBe(true);
  });

  it('lets nobody accept for someone else or outside their club', async () => {
    expect((await accept('admin', { privacyVersion: 2, termsVersion: 2 })).statusCode).toBe(403);
    expect((await accept('manager2', { privacyVersion: 2, termsVersion: 2 })).statusCode).toBe(403);
    expect((await accept('member', { privacyVersion: 0 })).statusCode).toBe(400);
  });
});
