import { AdminClubFeatureListSchema, FEATURE_CODES, MemberCardListSchema, MemberCardSchema } from '@tribuna/contract';
import { cardCode, checkCardCode } from '@tribuna/contract/card-code';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
const sessions: Record<string, Session> = {};

const call = (user: string, options: InjectOptions) => injectAs(t, sessions[user], options);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  sessions.manager = await signIn(t, (await createManager(t, club)).user);
  sessions.member = await signIn(t, (await createMember(t, club, { name: 'Pau', lastname: 'Soler' })).user);
  sessions.guardian = await signIn(t, (await createGuardianWithChild(t, club, { child: { name: 'Leo' } })).user);
  sessions.admin = await signIn(t, await createAdmin(t));
});
afterAll(() => t.close());

const cardUrl = () => `/api/clubs/${club.hash}/member-card`;
const setFeatures = (codes: readonly string[]) =>
  call('admin', { method: 'PUT', url: `/api/admin/clubs/${club.hash}/features`, payload: { codes } });

describe('GET /api/clubs/{clubHash}/member-card', () => {
  it('gives a member their own active card with the QR identifier', async () => {
    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card).toMatchObject({
      club: { name: club.name, hash: club.hash },
      person: { name: 'Pau', surname: 'Soler' },
      role: 'member',
      status: 'active',
      season: club.seasonName,
    });
    expect(card.qrIdentifier).toMatch(/^[0-9a-f]{32}$/);
  });

  it("carries the person's own card key, which signs a code the door reads as valid", async () => {
    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card.cardKey).toMatch(/^[0-9a-f]{64}$/);
    const now = Date.now();
    const code = await cardCode(card.qrIdentifier, card.cardKey!, now);
    const keyOf = (identifier: string) => (identifier === card.qrIdentifier ? card.cardKey : null);
    expect(await checkCardCode(code, keyOf, now)).toEqual({ kind: 'valid', qrIdentifier: card.qrIdentifier });
    // Random per person: the manager's own card is signed with another key.
    const managerCard = MemberCardSchema.parse((await call('manager', { url: cardUrl() })).json());
    expect(managerCard.cardKey).not.toBe(card.cardKey);
  });

  it('turns inactive at once when the season has ended', async () => {
    await call('manager', { method: 'PATCH', url: `/api/clubs/${club.hash}/settings`, payload: { season: { endsOn: '2020-06-30' } } });
    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card).toMatchObject({ status: 'inactive', validUntil: '2020-06-30' });
    await call('manager', { method: 'PATCH', url: `/api/clubs/${club.hash}/settings`, payload: { season: { endsOn: null } } });
    expect((await call('member', { url: cardUrl() })).json().status).toBe('active');
  });

  it('has no card for an admin without a profile in the club', async () => {
    expect((await call('admin', { url: cardUrl() })).statusCode).toBe(403);
  });
});

describe('GET /api/clubs/{clubHash}/member-card/children', () => {
  it("gives a guardian their children's cards, and nobody else", async () => {
    const cards = MemberCardListSchema.parse((await call('guardian', { url: `${cardUrl()}/children` })).json());
    expect(cards.map((c) => [c.person.name, c.role, c.status])).toEqual([['Leo', 'player', 'active']]);
    // The guardian's phone shows the child's rotating code: it needs the child's key.
    expect(cards[0]!.cardKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('member', { url: `${cardUrl()}/children` })).statusCode).toBe(403);
  });

  it('shows a disabled child as inactive', async () => {
    const childrenUrl = `${cardUrl()}/children`;
    const [leo] = MemberCardListSchema.parse((await call('guardian', { url: childrenUrl })).json());
    // Disabled by the club's manager through the API, the way it happens for real.
    const enable = (enabled: boolean) =>
      call('manager', {
        method: 'PATCH',
        url: `/api/clubs/${club.hash}/people/${leo!.person.hash}`,
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ enabled }),
      });
    expect((await enable(false)).statusCode).toBe(200);
    const cards = MemberCardListSchema.parse((await call('guardian', { url: childrenUrl })).json());
    expect(cards[0]!.status).toBe('inactive');
    expect((await enable(true)).statusCode).toBe(200);
  });

  it('closes and reopens at once when an admin switches records_from_children', async () => {
    const off = await setFeatures(FEATURE_CODES.filter((code) => code !== 'records_from_children'));
    expect(AdminClubFeatureListSchema.parse(off.json()).find((f) => f.code === 'records_from_children')).toEqual({
      code: 'records_from_children',
      enabled: false,
    });
    const closed = await call('guardian', { url: `${cardUrl()}/children` });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().errorCode).toBe('FEATURE_DISABLED');
    expect((await setFeatures(FEATURE_CODES)).statusCode).toBe(200);
    expect((await call('guardian', { url: `${cardUrl()}/children` })).statusCode).toBe(200);
  });
});

describe("feature area_privada_socios (the members' private area)", () => {
  it("closes My ID (own and children's cards) with 403 FEATURE_DISABLED while off, and reopens it", async () => {
    expect((await setFeatures(FEATURE_CODES.filter((code) => code !== 'area_privada_socios'))).statusCode).toBe(200);
    for (const [user, url] of [
      ['member', cardUrl()],
      ['guardian', cardUrl()],
      ['guardian', `${cardUrl()}/children`],
    ] as const) {
      const closed = await call(user, { url });
      expect(closed.statusCode, `${user} ${url}`).toBe(403);
      expect(closed.json().errorCode).toBe('FEATURE_DISABLED');
    }
    expect((await setFeatures(FEATURE_CODES)).statusCode).toBe(200);
    expect((await call('member', { url: cardUrl() })).statusCode).toBe(200);
    expect((await call('guardian', { url: `${cardUrl()}/children` })).statusCode).toBe(200);
  });
});
