import { MyTicketListSchema, OrderSchema, ShopSeatsSchema, type Order } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { ChangeFeed } from '../../lib/cache/change-feed';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { commerceRepositories } from './commerce.data';
import { createClub, createManager, createMember, signIn, type ClubFixture, type Session } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PaymentsService } from './payments.service';

let t: TestApp;
let club: ClubFixture;
let manager: Session;
let member: Session;
let kit: ReturnType<typeof shopKit>;
/** A match: 5 rows of 8 seats. */
let match: { campaignHash: string; productHash: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
  kit = shopKit(t, club, manager);
  match = await kit.sellingCampaign({ name: 'Tribuna Este', price: 1200, isTicket: true, seatMap: { rows: 5, seatsPerRow: 8 } });
});
afterAll(async () => {
  await t.close();
});

const buySeats = (seats: { row: number; seat: number }[], who: Session | string = 'x') =>
  kit.buy(
    {
      items: [{ productHash: match.productHash, quantity: seats.length, seats }],
      ...(typeof who === 'string' ? { buyer: buyer(who) } : {}),
    },
    typeof who === 'string' ? undefined : who,
    match.campaignHash,
  );
const pay = (orderHash: string) => t.app.inject({ method: 'POST', url: `/api/shop/orders/${orderHash}/test-payment` });
const seatsUrl = () => `/api/clubs/${club.hash}/shop/campaigns/${match.campaignHash}/products/${match.productHash}/seats`;

describe('seat maps', () => {
  it('gives a ticket a seat map whose seats are its stock, only for tickets and where the club selects seats', async () => {
    expect(await kit.stockOf(match.productHash)).toEqual({ sold: 0, total: 40 });
    const products = `/api/clubs/${club.hash}/commerce/campaigns/${match.campaignHash}/products`;
    const notTicket = await kit.as(manager, {
      method: 'POST',
      url: products,
      payload: { name: 'Bufanda', price: 900, seatMap: { rows: 2, seatsPerRow: 2 } },
    });
    expect(notTicket.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'seatMap', codes: ['seatMapNeedsTicket'] });
    const withStock = await kit.as(manager, {
      method: 'POST',
      url: products,
      payload: { name: 'Palco', price: 9000, isTicket: true, stock: 3, seatMap: { rows: 1, seatsPerRow: 4 } },
    });
    expect(withStock.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'stock', codes: ['stockWithSeatMap'] });

    const plain = await createClub(t, { features: ['purchable_items'] });
    const plainManager = await signIn(t, (await createManager(t, plain)).user);
    const plainKit = shopKit(t, plain, plainManager);
    const campaign = await plainKit.sellingCampaign({ name: 'General', price: 500, stock: 100, isTicket: true });
    const refused = await plainKit.as(plainManager, {
      method: 'PATCH',
      url: `/api/clubs/${plain.hash}/commerce/campaigns/${campaign.campaignHash}/products/${campaign.productHash}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ seatMap: { rows: 10, seatsPerRow: 10 } }),
    });
    expect(refused.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'seatMap', codes: ['seatSelectionOff'] });
  });

  it('takes one seat per ticket, on the map, each held by one buyer; the shop shows the seats taken', async () => {
    const first = await buySeats([{ row: 1, seat: 1 }], 'first');
    expect(first.statusCode, first.body).toBe(201);
    const missing = await kit.buy(
      { items: [{ productHash: match.productHash, quantity: 2, seats: [{ row: 1, seat: 2 }] }], buyer: buyer('m') },
      undefined,
      match.campaignHash,
    );
    expect(missing.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'items.0.seats', codes: ['seatsRequired'] });
    const offMap = await buySeats([{ row: 6, seat: 1 }], 'off');
    expect(offMap.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'items.0.seats', codes: ['seatNotOnMap'] });
    const twice = await buySeats(
      [
        { row: 2, seat: 2 },
        { row: 2, seat: 2 },
      ],
      'twice',
    );
    expect(twice.json().invalidParamsList.invalidParams[0]).toMatchObject({ codes: ['seatNotOnMap'] });

    const taken = await buySeats([{ row: 1, seat: 1 }], 'late');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'seatTaken' });
    // Nothing of the refused order stayed: one unit sold, the one of the first buyer.
    expect(await kit.stockOf(match.productHash)).toMatchObject({ sold: 1 });
    const seats = ShopSeatsSchema.parse((await t.app.inject({ url: seatsUrl() })).json());
    expect(seats).toEqual({ rows: 5, seatsPerRow: 8, taken: [{ row: 1, seat: 1 }] });
  });

  it('gives a seat wanted by 30 buyers at once to exactly one of them', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => buySeats([{ row: 3, seat: 4 }], `seat-race-${n}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    const seats = ShopSeatsSchema.parse((await t.app.inject({ url: seatsUrl() })).json());
    expect(seats.taken.filter((seat) => seat.row === 3 && seat.seat === 4)).toHaveLength(1);
  });
});

describe('tickets', () => {
  let paid: Order;

  it('issues one ticket per unit once paid, each with its seat and its own unguessable code', async () => {
    const checkout = await buySeats(
      [
        { row: 4, seat: 1 },
        { row: 4, seat: 2 },
      ],
      member,
    );
    expect(checkout.statusCode, checkout.body).toBe(201);
    const pending = OrderSchema.parse(checkout.json().order);
    expect(pending.tickets).toEqual([]);
    expect(pending.seats).toEqual([
      { product: 'Tribuna Este', row: 4, seat: 1 },
      { product: 'Tribuna Este', row: 4, seat: 2 },
    ]);
    paid = OrderSchema.parse((await pay(pending.hash)).json());
    expect(paid.tickets.map((ticket) => ticket.seat)).toEqual([
      { row: 4, seat: 1 },
      { row: 4, seat: 2 },
    ]);
    const codes = paid.tickets.map((ticket) => ticket.code);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) expect(code).toMatch(/^T1-[A-Za-z0-9_-]{22}$/);
    // A retried payment report issues nothing more.
    expect(OrderSchema.parse((await pay(pending.hash)).json()).tickets).toHaveLength(2);
  });

  it('serves the order’s tickets as a PDF, and nothing for an order without valid tickets', async () => {
    const pdf = await t.app.inject({ url: `/api/shop/orders/${paid.hash}/tickets.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Two pages: one a ticket.
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const goods = await kit.sellingCampaign({ name: 'Gorra', price: 1000, stock: 5 });
    const cap = await kit.buy(
      { items: [{ productHash: goods.productHash, quantity: 1 }], buyer: buyer('cap') },
      undefined,
      goods.campaignHash,
    );
    await pay(cap.json().order.hash);
    expect((await t.app.inject({ url: `/api/shop/orders/${cap.json().order.hash}/tickets.pdf` })).statusCode).toBe(404);
  });

  it('lists a signed-in buyer’s tickets, and only theirs', async () => {
    const mine = MyTicketListSchema.parse((await kit.as(member, { url: '/api/shop/tickets' })).json());
    expect(mine['hydra:member'].map((ticket) => ticket.code).sort()).toEqual(paid.tickets.map((ticket) => ticket.code).sort());
    expect(mine['hydra:member'][0]).toMatchObject({ club: { hash: club.hash }, order: { hash: paid.hash }, product: 'Tribuna Este' });
    expect(MyTicketListSchema.parse((await kit.as(manager, { url: '/api/shop/tickets' })).json())['hydra:member']).toEqual([]);
    expect((await t.app.inject({ url: '/api/shop/tickets' })).statusCode).toBe(401);
  });

  it('cancels the tickets and frees the seats of a refunded order; an expired reservation frees its seats', async () => {
    const refunded = await kit.as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/commerce/orders/${paid.hash}/refund` });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().tickets.every((ticket: { cancelled: boolean }) => ticket.cancelled)).toBe(true);
    expect((await t.app.inject({ url: `/api/shop/orders/${paid.hash}/tickets.pdf` })).statusCode).toBe(404);
    const free = await buySeats([{ row: 4, seat: 1 }], 'after-refund');
    expect(free.statusCode).toBe(201);

    await t.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.publicId, free.json().order.hash));
    await new PaymentsService(new UnitOfWork(t.db, new ChangeFeed(), commerceRepositories)).releaseExpired();
    const seats = ShopSeatsSchema.parse((await t.app.inject({ url: seatsUrl() })).json());
    expect(seats.taken).not.toContainEqual({ row: 4, seat: 1 });
  });
});
