import { MyTicketListSchema, OrderSchema, type Order } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../db/schema';
import { hashIn, type SmtpCapture } from '../../lib/outbox/testing/smtp-capture';
import { mailKit, validSignup } from '../../test/accounts-test-kit';
import { createClub, createManager, injectAs, signIn, uniqueName, type ClubFixture, type Session } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 20 item 2: registering an address proves nothing, so guest purchases made with it join
 * the account only once the address is confirmed through the e-mailed link.
 */
let t: TestApp;
let smtp: SmtpCapture;
let deliver: () => Promise<void>;
type Shop = { club: ClubFixture; kit: ReturnType<typeof shopKit>; campaignHash: string; productHash: string };
let home: Shop;
let away: Shop;

async function openShop(): Promise<Shop> {
  const club = await createClub(t, { features: ['purchable_items'] });
  const kit = shopKit(t, club, await signIn(t, (await createManager(t, club)).user));
  const campaign = await kit.sellingCampaign({ name: 'Entrada general', price: 800, stock: 100, isTicket: true });
  return { club, kit, ...campaign };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', APP_URL: 'https://club.example' }, { seed: false });
  ({ smtp, deliver } = await mailKit(() => t));
  home = await openShop();
  away = await openShop();
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

/** A paid order of one ticket, bought signed out with `email` (or signed in as `session`). */
async function paidOrder(shop: Shop, email: string | null, session?: Session): Promise<Order> {
  const body = { items: [{ productHash: shop.productHash, quantity: 1 }], ...(email ? { buyer: { ...buyer('guest'), email } } : {}) };
  const checkout = await shop.kit.buy(body, session, shop.campaignHash);
  expect(checkout.statusCode, checkout.body).toBe(201);
  const paid = await t.app.inject({ method: 'POST', url: `/api/shop/orders/${checkout.json().order.hash}/test-payment` });
  return OrderSchema.parse(paid.json());
}

async function register(email: string): Promise<Session> {
  const response = await t.app.inject({ method: 'POST', url: '/api/users/register', payload: validSignup(email) });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().token as string;
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return { token, headers: bearer(token), user: { ...user!, hash: user!.publicId, password: 'Secret12!', admin: false } };
}

const myTickets = async (session: Session) => {
  const response = await injectAs(t, session, { url: '/api/shop/tickets' });
  expect(response.statusCode, response.body).toBe(200);
  const items = MyTicketListSchema.parse(response.json())['hydra:member'];
  return { items, codes: items.map((ticket) => ticket.code).sort(), raw: response.body };
};
const codesOf = (...paid: Order[]) => paid.flatMap((order) => order.tickets.map((ticket) => ticket.code)).sort();

/** Follows the last validation link mailed to `email`, as its mailbox's owner would. */
async function confirmMailedLink(email: string) {
  await deliver();
  // The address also got the guest orders' receipts: the link is in the last mail that has one.
  const hash = smtp.messages
    .filter((mail) => mail.to === email && hashIn(mail.text))
    .map((mail) => hashIn(mail.text))
    .at(-1);
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/users/confirm-email', payload: { hash } });
  expect(confirmed.json()).toEqual({ validated: true, email });
}

const handOvers = (userId: number) =>
  t.db
    .select({ clubId: auditLog.clubId, metadata: auditLog.metadata })
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, 'account.guest_orders_attached')));

describe('guest purchases and a newly registered address', () => {
  const victim = `${uniqueName('victim')}@example.org`;
  let guestOrders: Order[];
  let account: Session;

  it('shows none of the address’s guest orders, tickets or QR codes to an account that only registered it', async () => {
    guestOrders = [await paidOrder(home, victim), await paidOrder(home, victim), await paidOrder(away, victim)];
    account = await register(victim);
    const { items, raw } = await myTickets(account);
    expect(items).toEqual([]);
    // The order hashes are the keys of the order, QR and PDF reads: none of them may reach this account.
    for (const order of guestOrders) {
      expect(raw).not.toContain(order.hash);
      for (const ticket of order.tickets) expect(raw).not.toContain(ticket.code);
    }
    expect(await handOvers(account.user.id)).toEqual([]);
    // The guest keeps their purchase through the order's own link.
    const pdf = await t.app.inject({ url: `/api/shop/orders/${guestOrders[0]!.hash}/tickets.pdf` });
    expect(pdf.statusCode).toBe(200);
  });

  it('lists an order bought signed in at once, the address still unconfirmed', async () => {
    const own = await paidOrder(home, null, account);
    expect((await myTickets(account)).codes).toEqual(codesOf(own));
    guestOrders.push(own);
  });

  it('hands the guest orders of every club over once the address is confirmed, and logs the count per club', async () => {
    await confirmMailedLink(victim);
    expect((await myTickets(account)).codes).toEqual(codesOf(...guestOrders));
    const owners = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.paidByEmail, victim));
    expect(owners.map((row) => row.userId)).toEqual(owners.map(() => account.user.id));

    const logged = await handOvers(account.user.id);
    expect(logged.sort((a, b) => a.clubId! - b.clubId!)).toEqual(
      [
        { clubId: home.club.id, metadata: { orders: 2 } },
        { clubId: away.club.id, metadata: { orders: 1 } },
      ].sort((a, b) => a.clubId - b.clubId),
    );
  });

  it('lists a later guest purchase with the confirmed address', async () => {
    const later = await paidOrder(away, victim);
    expect((await myTickets(account)).codes).toContain(later.tickets[0]!.code);
  });
});

describe('an account whose address changes', () => {
  it('needs the new address confirmed before its guest orders join; what joined before stays', async () => {
    const first = `${uniqueName('first')}@example.org`;
    const second = `${uniqueName('second')}@example.org`;
    const before = await paidOrder(home, first);
    const account = await register(first);
    await confirmMailedLink(first);
    const ofSecond = await paidOrder(home, second);

    // No route changes an address yet: whichever does, the confirmation belongs to the old address.
    await t.db.update(users).set({ email: second }).where(eq(users.id, account.user.id));
    const [changed] = await t.db.select({ validatedAt: users.emailValidatedAt }).from(users).where(eq(users.id, account.user.id));
    expect(changed!.validatedAt).toBeNull();
    expect((await myTickets(account)).codes).toEqual(codesOf(before));

    const sent = await injectAs(t, account, { method: 'POST', url: '/api/users/validate-email', payload: { email: second } });
    expect(sent.json()).toEqual({ sent: true });
    await confirmMailedLink(second);
    expect((await myTickets(account)).codes).toEqual(codesOf(before, ofSecond));
  });
});
