import { CardDesignSchema, DEFAULT_CARD_DESIGN, FEATURE_CODES, MemberCardSchema } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProfile,
  createAdmin,
  createClub,
  createManager,
  createUser,
  injectAs,
  jpegImage,
  multipartFile,
  signIn,
  type ClubFixture,
  type Session,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** custom_card_templates (decision 0008): the club's own card design, used by My ID while the feature is on. */
let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
const sessions: Record<string, Session> = {};
const call = (user: string, options: InjectOptions) => injectAs(t, sessions[user], options);

const designUrl = (c: ClubFixture = club) => `/api/clubs/${c.hash}/card-design`;
const cardUrl = () => `/api/clubs/${club.hash}/member-card`;
const { backgroundImage: _none, ...defaults } = DEFAULT_CARD_DESIGN;
const clubDesign = {
  ...defaults,
  showLogo: false,
  primaryColour: '#AA3311',
  secondaryColour: '#102030',
  fields: { ...defaults.fields, dni: true, category: true, qr: false },
};
const setFeatures = (codes: readonly string[]) =>
  call('admin', { method: 'PUT', url: `/api/admin/clubs/${club.hash}/features`, payload: { codes } });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  sessions.manager = await signIn(t, (await createManager(t, club)).user);
  sessions.otherManager = await signIn(t, (await createManager(t, other)).user);
  const member = await createUser(t, { name: 'Marta' });
  await addProfile(t, club, member, 'member', { dni: '12345678Z', category: 'Senior' });
  sessions.member = await signIn(t, member);
  sessions.admin = await signIn(t, await createAdmin(t));
});
afterAll(() => t.close());

describe('card design (custom_card_templates)', () => {
  it('starts as the default design, and the card says so without DNI or category', async () => {
    expect(CardDesignSchema.parse((await call('manager', { url: designUrl() })).json())).toEqual(DEFAULT_CARD_DESIGN);
    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card.design).toEqual(DEFAULT_CARD_DESIGN);
    expect(card.person).not.toHaveProperty('dni');
  });

  it("is saved by a manager and drawn on the members' cards (colours, fields, DNI and category)", async () => {
    const saved = await call('manager', { method: 'PUT', url: designUrl(), payload: clubDesign });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(CardDesignSchema.parse(saved.json())).toMatchObject({ primaryColour: '#aa3311', showLogo: false, backgroundImage: null });

    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card.design).toMatchObject({ primaryColour: '#aa3311', secondaryColour: '#102030', fields: { dni: true, qr: false } });
    expect(card.person).toMatchObject({ name: 'Marta', dni: '12345678Z', category: 'Senior' });
  });

  it('refuses a colour that is not #rrggbb with a field error, and changes nothing', async () => {
    const bad = await call('manager', { method: 'PUT', url: designUrl(), payload: { ...clubDesign, primaryColour: 'red' } });
    expect(bad.statusCode).toBe(400);
    const [problem] = bad.json().invalidParamsList.invalidParams;
    expect(problem).toMatchObject({ field: 'primaryColour', codes: ['invalidFormat'] });
    expect(CardDesignSchema.parse((await call('manager', { url: designUrl() })).json()).primaryColour).toBe('#aa3311');
  });

  it('takes a background picture (images only), serves it publicly and drops it on request', async () => {
    const notImage = await call('manager', {
      method: 'POST',
      url: `${designUrl()}/background`,
      ...multipartFile('bg.png', 'not a picture', 'image/png'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'file', codes: ['notAnImage'] });

    const uploaded = await call('manager', {
      method: 'POST',
      url: `${designUrl()}/background`,
      ...multipartFile('bg.jpg', await jpegImage(800, 500), 'image/jpeg'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const design = CardDesignSchema.parse(uploaded.json());
    expect(design.primaryColour).toBe('#aa3311');
    expect(design.backgroundImage).toMatch(/\/card-design\/background\?v=[\w-]+$/);
    const picture = await t.app.inject({ url: design.backgroundImage! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    const removed = await call('manager', { method: 'PUT', url: designUrl(), payload: { ...clubDesign, removeBackground: true } });
    expect(removed.json().backgroundImage).toBeNull();
    expect((await t.app.inject({ url: design.backgroundImage! })).statusCode).toBe(404);
  });

  it("is not another club's manager's to read or change", async () => {
    expect((await call('otherManager', { url: designUrl() })).statusCode).toBe(403);
    expect((await call('otherManager', { method: 'PUT', url: designUrl(), payload: defaults })).statusCode).toBe(403);
    expect((await call('member', { method: 'PUT', url: designUrl(), payload: defaults })).statusCode).toBe(403);
  });

  it("while the feature is off: 403 FEATURE_DISABLED and cards use the default design; back on, the club's returns", async () => {
    expect((await setFeatures(FEATURE_CODES.filter((code) => code !== 'custom_card_templates'))).statusCode).toBe(200);
    for (const options of [
      { url: designUrl() },
      { method: 'PUT' as const, url: designUrl(), payload: clubDesign },
      { method: 'POST' as const, url: `${designUrl()}/background` },
    ]) {
      const closed = await call('manager', options);
      expect(closed.statusCode).toBe(403);
      expect(closed.json().errorCode).toBe('FEATURE_DISABLED');
    }
    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card.design).toEqual(DEFAULT_CARD_DESIGN);
    expect(card.person).not.toHaveProperty('dni');

    expect((await setFeatures(FEATURE_CODES)).statusCode).toBe(200);
    const back = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(back.design?.primaryColour).toBe('#aa3311');
  });
});
