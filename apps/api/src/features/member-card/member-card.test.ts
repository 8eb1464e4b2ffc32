import {
  AdminClubFeatureListSchema,
  FEATURE_CODES,
  MemberCardListSchema,
  MemberCardSchema,
} from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { callAs, createTestApp, signInDemoUsers, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const clubs: Record<string, string> = {};

const call = (user: string, options: InjectOptions) => callAs(t, tokens, user, options);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
  await signInDemoUsers(t, ['manager', 'member', 'guardian', 'admin'], { tokens, clubs });
});
afterAll(() => t.close());

const cardUrl = () => `/api/clubs/${clubs['cd-demo']}/member-card`;
const setFeatures = (codes: readonly string[]) =>
  call('admin', { method: 'PUT', url: `/api/admin/clubs/${clubs['cd-demo']}/features`, payload: { codes } });

describe('GET /api/clubs/{clubHash}/member-card', () => {
  it("gives a member their own active card with the QR identifier", async () => {
    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card).toMatchObject({
      club: { name: 'CD Demo', hash: clubs['cd-demo'] },
      person: { name: 'Pau', surname: 'Soler' },
      role: 'member',
      status: 'active',
      season: '2025/2026',
    });
    expect(card.qrIdentifier).toMatch(/^[0-9a-f]{32}$/);
  });

  it('turns inactive at once when the season has ended', async () => {
    await call('manager', { method: 'PATCH', url: `/api/clubs/${clubs['cd-demo']}/settings`, payload: { season: { endsOn: '2020-06-30' } } });
    const card = MemberCardSchema.parse((await call('member', { url: cardUrl() })).json());
    expect(card).toMatchObject({ status: 'inactive', validUntil: '2020-06-30' });
    await call('manager', { method: 'PATCH', url: `/api/clubs/${clubs['cd-demo']}/settings`, payload: { season: { endsOn: null } } });
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
    expect((await call('member', { url: `${cardUrl()}/children` })).statusCode).toBe(403);
  });

  it('shows a disabled child as inactive', async () => {
    const leo = and(eq(profiles.name, 'Leo'), eq(profiles.surname, 'Martín'));
    await t.db.update(profiles).set({ enabled: false }).where(leo);
    t.app.changes.invalidate('profiles');
    const cards = MemberCardListSchema.parse((await call('guardian', { url: `${cardUrl()}/children` })).json());
    expect(cards[0]!.status).toBe('inactive');
    await t.db.update(profiles).set({ enabled: true }).where(leo);
    t.app.changes.invalidate('profiles');
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
