import { ClubBookingLinkListSchema, MyBookingListSchema, MyOrderListSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinkGroups, bookings, campaignProducts } from '../../db/schema';
import {
  createBookingSetup,
  createCampaign,
  createOrder,
  createClub,
  createGuardianWithChild,
  createMember,
  injectAs,
  signIn,
  writeThroughApp,
  type ClubFixture,
  type ClubUser,
  type Session,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let otherClub: ClubFixture;
let member: ClubUser;
let memberSession: Session;
let guardianSession: Session;
const call = (session: Session, options: InjectOptions) => injectAs(t, session, options);
const HOUR = 3_600_000;

/** An order of two units of a new campaign's product, as checkout writes it (status and buyer given). */
async function order(target: ClubFixture, buyer: { userId: number | null; email: string }, status: number, createdAt: Date) {
  const campaign = await createCampaign(t, target, { published: true });
  const { hash } = await createOrder(t, target, { campaign, buyer, status, createdAt, quantity: 2 });
  const [product] = await t.db
    .select({ name: campaignProducts.name })
    .from(campaignProducts)
    .where(eq(campaignProducts.publicId, campaign.productHash!));
  return { hash, campaign: campaign.name, product: product!.name };
}

/**
 * A booking on a new factory calendar of the club, `hoursAhead` from now (negative: two days ago),
 * for a profile or an address: the factory's own booking, moved and handed to them.
 */
async function booking(
  target: ClubFixture,
  values: { profileId?: number; email?: string; hoursAhead: number; status?: 'confirmed' | 'cancelled' },
) {
  const setup = await createBookingSetup(t, target);
  const start =
    values.hoursAhead < 0 ? new Date(Date.now() - 48 * HOUR) : new Date(Math.ceil((Date.now() + values.hoursAhead * HOUR) / HOUR) * HOUR);
  await writeThroughApp(t, ['bookings'], (db) =>
    db
      .update(bookings)
      .set({
        status: values.status ?? 'confirmed',
        bookerEmail: values.email ?? null,
        profileId: values.profileId ?? null,
        startAt: start,
        endAt: new Date(start.getTime() + HOUR),
      })
      .where(eq(bookings.publicId, setup.bookingHash)),
  );
  return setup.bookingHash;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  otherClub = await createClub(t);
  member = await createMember(t, club, { name: 'Pau' });
  memberSession = await signIn(t, member.user);
  guardianSession = await signIn(t, (await createGuardianWithChild(t, club)).user);
});
afterAll(() => t.close());

describe('GET /api/clubs/{clubHash}/shop/my-orders', () => {
  it("lists the account's own orders in this club, newest first, with what, amount and state; never another's nor another club's", async () => {
    const paid = await order(club, { userId: member.user.id, email: member.user.email }, 1, new Date(Date.now() - 2 * HOUR));
    const pending = await order(club, { userId: member.user.id, email: member.user.email }, 0, new Date(Date.now() - HOUR));
    // Bought as a guest with the account's (confirmed) address: the account's too.
    const asGuest = await order(club, { userId: null, email: member.user.email }, 1, new Date(Date.now() - 3 * HOUR));
    await order(club, { userId: null, email: 'someone-else@example.org' }, 1, new Date());
    await order(otherClub, { userId: member.user.id, email: member.user.email }, 1, new Date());

    const response = await call(memberSession, { url: `/api/clubs/${club.hash}/shop/my-orders` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = MyOrderListSchema.parse(response.json());
    expect(list['hydra:member'].map((o) => o.hash)).toEqual([pending.hash, paid.hash, asGuest.hash]);
    expect(list['hydra:member'][1]).toMatchObject({
      statusName: 'paid',
      amount: 5000,
      campaign: { name: paid.campaign },
      products: [{ name: paid.product, amount: 2 }],
    });
    expect(list['hydra:member'][0]!.statusName).toBe('pendingPayment');

    const guardianList = MyOrderListSchema.parse((await call(guardianSession, { url: `/api/clubs/${club.hash}/shop/my-orders` })).json());
    expect(guardianList['hydra:member']).toEqual([]);
  });
});

describe('GET /api/clubs/{clubHash}/bookings/my-bookings', () => {
  it("lists the account's coming bookings in this club, soonest first; not cancelled, past, another's or another club's", async () => {
    const later = await booking(club, { profileId: member.profile.id, hoursAhead: 30 });
    const sooner = await booking(club, { email: member.user.email, hoursAhead: 2 });
    await booking(club, { profileId: member.profile.id, hoursAhead: 5, status: 'cancelled' });
    await booking(club, { profileId: member.profile.id, hoursAhead: -1 });
    await booking(club, { email: 'someone-else@example.org', hoursAhead: 3 });
    await booking(otherClub, { email: member.user.email, hoursAhead: 3 });

    const response = await call(memberSession, { url: `/api/clubs/${club.hash}/bookings/my-bookings` });
    expect(response.statusCode).toBe(200);
    const list = MyBookingListSchema.parse(response.json());
    expect(list['hydra:member'].map((b) => b.hash)).toEqual([sooner, later]);
    expect(list['hydra:member'][0]).toMatchObject({ status: 'confirmed', timeZone: 'Europe/Madrid' });
    expect(list['hydra:member'][0]!.calendarName).toMatch(/^Court/);
  });

  it('says the feature is off where the club has no bookings (403)', async () => {
    const noBookings = await createClub(t, { features: ['area_privada_socios'] });
    const person = await signIn(t, (await createMember(t, noBookings)).user);
    expect((await call(person, { url: `/api/clubs/${noBookings.hash}/bookings/my-bookings` })).statusCode).toBe(403);
  });
});

describe('GET /api/clubs/{clubHash}/bookings/open-links', () => {
  it("gives the club's enabled booking links with their public page, never a disabled one", async () => {
    const own = await createClub(t);
    const person = await signIn(t, (await createMember(t, own)).user);
    const setup = await createBookingSetup(t, own);
    const closed = await createBookingSetup(t, own);
    await writeThroughApp(t, ['booking_link_groups'], (db) =>
      db.update(bookingLinkGroups).set({ enabled: false }).where(eq(bookingLinkGroups.publicId, closed.linkHash)),
    );
    const list = ClubBookingLinkListSchema.parse((await call(person, { url: `/api/clubs/${own.hash}/bookings/open-links` })).json());
    expect(list['hydra:member']).toEqual([
      { hash: setup.linkHash, name: 'Factory link', audience: 'anyone', path: `/book/${setup.linkHash}` },
    ]);
  });
});
