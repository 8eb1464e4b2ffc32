import { CheckoutResultSchema, OrderCollectionSchema, OrderSchema, type CheckoutResult } from '@tribuna/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, orders, productOptions } from '../../db/schema';
import { ChangeFeed } from '../../lib/cache/change-feed';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { commerceRepositories } from './commerce.data';
import { createClub, createManager, createMember, createOrder, signIn, type ClubFixture, type Session } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PaymentsService } from './payments.service';
import { outboxMessages } from '../../db/schema';
import { OutboxWorker } from '../../lib/outbox/outbox-worker';
import { CLUB_TIME_ZONE } from '../../lib/scheduler/periods';
import { SmtpCapture } from '../../lib/outbox/testing/smtp-capture';
import { SmtpTransport } from '../../lib/outbox/transports/smtp.transport';

let t: TestApp;
let club: ClubFixture;
let manager: Session;
let member: Session;
let shirt: { campaignHash: string; productHash: string; small: string; medium: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
  kit = shopKit(t, club, manager);
  shirt = await sellingCampaign({
    name: 'Camiseta',
    price: 2500,
    options: [
      { name: 'S', stock: 10 },
      { name: 'M', stock: 10 },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

const day = 86_400_000;
let kit: ReturnType<typeof shopKit>;
const as = (session: Session | undefined, options: InjectOptions) => kit.as(session, options);
const sellingCampaign = (product: object, campaign: object = {}) => kit.sellingCampaign(product, campaign);
const stockOf = (productHash: string) => kit.stockOf(productHash);
const buy = (payload: object, session?: Session, campaignHash = shirt.campaignHash) => kit.buy(payload, session, campaignHash);

describe('checkout', () => {
  it('reserves the units at the catalogue’s prices, and the test provider’s payment marks the order paid once', async () => {
    const response = await buy({ items: [{ productHash: shirt.productHash, optionHash: shirt.medium, quantity: 2 }], buyer: buyer('ana') });
    expect(response.statusCode, response.body).toBe(201);
    const { order, payment }: CheckoutResult = CheckoutResultSchema.parse(response.json());
    expect(order).toMatchObject({
      status: 0,
      statusName: 'pendingPayment',
      amount: 5000,
      taxAmount: 868,
      paidBy: { name: 'Comprador ana', type: 'external' },
      products: [{ name: 'Camiseta (M)', amount: 2 }],
    });
    expect(order.purchaseIdentifier).toMatch(/^\d{4}-[A-Z0-9]{6}$/);
    expect(order.lines[0]).toMatchObject({
      unitPrice: 2500,
      unitTax: 434,
      unitTotal: 2500,
      option: 'M',
      tax: { name: 'IVA 21 %', value: 21 },
    });
    expect(payment).toEqual({ provider: 'test', checkoutUrl: `${t.config.appUrl}/ecommerce/orders/${order.hash}` });
    expect(await stockOf(shirt.productHash)).toMatchObject({ sold: 2 });

    const paid = await t.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` });
    expect(OrderSchema.parse(paid.json())).toMatchObject({ status: 1, statusName: 'paid' });
    // A provider retrying its report changes nothing.
    const again = await t.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` });
    expect(again.json()).toMatchObject({ status: 1, paidAt: paid.json().paidAt });
    const [campaign] = await t.db
      .select({ collected: campaigns.collectedCents })
      .from(campaigns)
      .where(eq(campaigns.publicId, shirt.campaignHash));
    expect(campaign!.collected).toBe(5000);
    const publicRead = (await t.app.inject({ url: `/api/shop/orders/${order.hash}` })).json();
    expect(publicRead).toMatchObject({ status: 1, amount: 5000 });
    // The buyer's link shows the order, not the e-mail it was bought with (that is the managers' view).
    expect(publicRead).not.toHaveProperty('email');
  });

  it('lets a member buy as themselves; anyone else must say who pays; options are required where they exist', async () => {
    const mine = await buy({ items: [{ productHash: shirt.productHash, optionHash: shirt.small, quantity: 1 }] }, member);
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().order.paidBy.type).toBe('guardian');
    const anonymous = await buy({ items: [{ productHash: shirt.productHash, optionHash: shirt.small, quantity: 1 }] });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'buyer', codes: ['buyerRequired'] });
    const noSize = await buy({ items: [{ productHash: shirt.productHash, quantity: 1 }], buyer: buyer('x') });
    expect(noSize.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'items.0.optionHash', codes: ['optionRequired'] });
    // A price sent by the buyer is not a field of checkout.
    const priced = await buy({
      items: [{ productHash: shirt.productHash, optionHash: shirt.small, quantity: 1, price: 1 }],
      buyer: buyer('p'),
    });
    expect(priced.statusCode).toBe(201);
    expect(priced.json().order.amount).toBe(2500);
  });

  it('sells the last 10 units to exactly 10 of 200 buyers at once; the others hear sold out', async () => {
    const last = await sellingCampaign({ name: 'Entrada final', price: 1500, stock: 10, isTicket: true }, { name: 'Final' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        buy({ items: [{ productHash: last.productHash, quantity: 1 }], buyer: buyer(`race-${n}`) }, undefined, last.campaignHash),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ errorCode: 'CONFLICT', reason: 'soldOut' });
    expect(await stockOf(last.productHash)).toEqual({ sold: 10, total: 10 });
  });

  it('answers a retried checkout with the same order, and holds a buyer to the product’s limit', async () => {
    const limited = await sellingCampaign({ name: 'Papeleta', price: 200, stock: 100, maxPerBuyer: 3 }, { name: 'Sorteo' });
    const payload = {
      items: [{ productHash: limited.productHash, quantity: 2 }],
      buyer: buyer('repeat'),
      idempotencyKey: 'retry-key-0001',
    };
    const [first, second] = await Promise.all([
      buy(payload, undefined, limited.campaignHash),
      buy(payload, undefined, limited.campaignHash),
    ]);
    expect(first!.json().order.hash).toBe(second!.json().order.hash);
    expect(await stockOf(limited.productHash)).toMatchObject({ sold: 2 });
    const over = await buy(
      { items: [{ productHash: limited.productHash, quantity: 2 }], buyer: buyer('repeat') },
      undefined,
      limited.campaignHash,
    );
    expect(over.json()).toMatchObject({ reason: 'limitPerBuyer' });
    expect(
      (await buy({ items: [{ productHash: limited.productHash, quantity: 1 }], buyer: buyer('repeat') }, undefined, limited.campaignHash))
        .statusCode,
    ).toBe(201);
  });

  it('lets an unpaid reservation go when its time is up: the units return and it can no longer be paid', async () => {
    const smallSold = async () =>
      (await t.db.select({ sold: productOptions.stockSold }).from(productOptions).where(eq(productOptions.publicId, shirt.small)))[0]!.sold;
    const smallBefore = await smallSold();
    const response = await buy({ items: [{ productHash: shirt.productHash, optionHash: shirt.small, quantity: 3 }], buyer: buyer('late') });
    const order = response.json().order as { hash: string };
    const before = await stockOf(shirt.productHash);
    expect(await smallSold()).toBe(smallBefore + 3);
    await t.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.publicId, order.hash));
    const payments = new PaymentsService(new UnitOfWork(t.db, new ChangeFeed(), commerceRepositories));
    expect(await payments.releaseExpired()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(shirt.productHash)).toMatchObject({ sold: before.sold - 3 });
    expect(await smallSold()).toBe(smallBefore);
    expect((await t.app.inject({ url: `/api/shop/orders/${order.hash}` })).json()).toMatchObject({ status: 2, statusName: 'unpaid' });
    const late = await t.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` });
    expect(late.json()).toMatchObject({ reason: 'orderNotPending' });
  });

  it('refuses a campaign that is not on sale yet', async () => {
    const soon = await sellingCampaign(
      { name: 'Cena', price: 3000, stock: 50 },
      { name: 'Cena', startingDate: new Date(Date.now() + 2 * day).toISOString() },
    );
    const early = await buy(
      { items: [{ productHash: soon.productHash, quantity: 1 }], buyer: buyer('early') },
      undefined,
      soon.campaignHash,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: 'campaignClosed' });
  });
});

describe('managing orders', () => {
  it('pages and filters the club’s orders, marks one delivered and exports them with a row per line', async () => {
    const scarf = await sellingCampaign({ name: 'Bufanda', price: 1500, stock: 40 }, { name: 'Bufandas' });
    const first = (
      await buy({ items: [{ productHash: scarf.productHash, quantity: 2 }], buyer: buyer('Nuria Soler') }, undefined, scarf.campaignHash)
    ).json();
    await buy({ items: [{ productHash: scarf.productHash, quantity: 1 }], buyer: buyer('Pere Vila') }, undefined, scarf.campaignHash);
    await t.app.inject({ method: 'POST', url: `/api/shop/orders/${first.order.hash}/test-payment` });
    const base = `/api/clubs/${club.hash}/commerce/orders`;

    const byCampaign = OrderCollectionSchema.parse((await as(manager, { url: `${base}?campaign=${scarf.campaignHash}` })).json());
    expect(byCampaign['hydra:totalItems']).toBe(2);
    expect(byCampaign['hydra:member'][0]!.paidBy.name).toBe('Comprador Pere Vila');
    const paid = OrderCollectionSchema.parse((await as(manager, { url: `${base}?campaign=${scarf.campaignHash}&status=1` })).json());
    expect(paid['hydra:member'].map((o) => [o.paidBy.name, o.email, o.amount])).toEqual([
      ['Comprador Nuria Soler', 'comprador-nuria-soler@example.org', 3000],
    ]);
    const found = OrderCollectionSchema.parse(
      (await as(manager, { url: `${base}?search=${encodeURIComponent(first.order.purchaseIdentifier)}` })).json(),
    );
    expect(found['hydra:member'].map((o) => o.hash)).toEqual([first.order.hash]);
    const byProduct = OrderCollectionSchema.parse(
      (await as(manager, { url: `${base}?product=${scarf.productHash}&paidBy=external` })).json(),
    );
    expect(byProduct['hydra:totalItems']).toBe(2);
    // The filter counts days on the clubs' wall clock: between 23:00 and 24:00 UTC the UTC "tomorrow" is already today there.
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(new Date(Date.now() + day));
    expect((await as(manager, { url: `${base}?from=${tomorrow}` })).json()['hydra:totalItems']).toBe(0);

    const delivered = await as(manager, {
      method: 'PATCH',
      url: `${base}/${first.order.hash}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ delivered: true }),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ delivered: true, status: 1 });

    const csv = await as(manager, { url: `${base}/export?campaign=${scarf.campaignHash}&format=csv` });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The club's language and conventions (es-ES: ";" and decimal commas; orders-export.test.ts has the details).
    const rows = parse(csv.rawPayload, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Comprador, row.Producto, row.Unidades, row['Total de la línea'], row.Estado, row.Entregado])).toEqual([
      ['Comprador Nuria Soler', 'Bufanda', '2', '30,00', 'Pagado', 'Sí'],
      ['Comprador Pere Vila', 'Bufanda', '1', '15,00', 'Pendiente de pago', 'No'],
    ]);
    const xlsx = await as(manager, { url: `${base}/export?format=xlsx` });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await as(member, { url: base })).statusCode).toBe(403);
  });

  it('keeps each filter’s total and pages only until a sale moves: a checkout, a payment and a refund show at once; late pages read from the oldest end in the same order', async () => {
    const pin = await sellingCampaign({ name: 'Pin', price: 300, stock: 50 }, { name: 'Pins' });
    const url = (query: string) => `/api/clubs/${club.hash}/commerce/orders?campaign=${pin.campaignHash}&${query}`;
    const list = async (query: string) => OrderCollectionSchema.parse((await as(manager, { url: url(query) })).json());
    const hashes = async (query: string) => (await list(query))['hydra:member'].map((order) => order.hash);
    const bought: string[] = [];
    for (const name of ['uno', 'dos', 'tres', 'cuatro', 'cinco']) {
      const response = await buy(
        { items: [{ productHash: pin.productHash, quantity: 1 }], buyer: buyer(`pin ${name}`) },
        undefined,
        pin.campaignHash,
      );
      bought.push(response.json().order.hash);
      // Read after every sale: a kept total or page would show the list before it.
      expect((await list('itemsPerPage=2'))['hydra:totalItems']).toBe(bought.length);
    }
    // Newest first on every page; pages 2 and 3 lie in the later half and are walked backwards.
    const pages = [
      ...(await hashes('itemsPerPage=2&page=1')),
      ...(await hashes('itemsPerPage=2&page=2')),
      ...(await hashes('itemsPerPage=2&page=3')),
    ];
    expect(pages).toEqual([...bought].reverse());
    expect(await hashes('itemsPerPage=2&page=4')).toEqual([]);

    expect((await list('status=1'))['hydra:totalItems']).toBe(0);
    await t.app.inject({ method: 'POST', url: `/api/shop/orders/${bought[1]}/test-payment` });
    expect(await hashes('status=1')).toEqual([bought[1]]);
    expect((await list('status=0'))['hydra:totalItems']).toBe(4);
    const refund = await as(manager, { method: 'POST', url: `/api/clubs/${club.hash}/commerce/orders/${bought[1]}/refund` });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await hashes('status=1')).toEqual([]);
    expect(await hashes('status=3')).toEqual([bought[1]]);
  });

  it('refunds a paid order once: its units return and the campaign’s collected amount drops', async () => {
    const cap = await sellingCampaign({ name: 'Gorra', price: 1000, stock: 5 }, { name: 'Gorras' });
    const bought = (
      await buy({ items: [{ productHash: cap.productHash, quantity: 2 }], buyer: buyer('refund') }, undefined, cap.campaignHash)
    ).json();
    const pending = (
      await buy({ items: [{ productHash: cap.productHash, quantity: 1 }], buyer: buyer('pending') }, undefined, cap.campaignHash)
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/shop/orders/${bought.order.hash}/test-payment` });
    const collected = async () =>
      (await t.db.select({ value: campaigns.collectedCents }).from(campaigns).where(eq(campaigns.publicId, cap.campaignHash)))[0]!.value;
    expect(await collected()).toBe(2000);
    expect(await stockOf(cap.productHash)).toMatchObject({ sold: 3 });

    const refundUrl = (hash: string) => `/api/clubs/${club.hash}/commerce/orders/${hash}/refund`;
    const refunded = await as(manager, { method: 'POST', url: refundUrl(bought.order.hash) });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 3, statusName: 'refunded' });
    expect(await stockOf(cap.productHash)).toMatchObject({ sold: 1 });
    expect(await collected()).toBe(0);
    // A retried refund changes nothing; an unpaid order cannot be refunded.
    expect((await as(manager, { method: 'POST', url: refundUrl(bought.order.hash) })).json()).toMatchObject({ status: 3 });
    expect(await stockOf(cap.productHash)).toMatchObject({ sold: 1 });
    expect((await as(manager, { method: 'POST', url: refundUrl(pending.order.hash) })).json()).toMatchObject({
      reason: 'orderNotRefundable',
    });
    expect((await as(member, { method: 'POST', url: refundUrl(bought.order.hash) })).statusCode).toBe(403);
  });

  it('e-mails the buyer a receipt with a PDF once the order is paid, through the outbox and a real SMTP peer', async () => {
    const response = await buy({
      items: [{ productHash: shirt.productHash, optionHash: shirt.medium, quantity: 1 }],
      buyer: buyer('receipt'),
    });
    const { order } = response.json() as CheckoutResult;
    // Nothing is sent before the payment.
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'comprador-receipt@example.org'))).toHaveLength(0);
    await t.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` });
    await t.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` });
    const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'comprador-receipt@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'order-receipt', locale: 'es' });

    const smtp = new SmtpCapture();
    await smtp.start();
    try {
      const worker = new OutboxWorker(
        t.db,
        { email: new SmtpTransport(smtp.url, 'Tribuna <no-reply@t.test>') },
        { info() {}, warn() {}, error() {} },
      );
      await worker.runOnce();
      await worker.stop();
      const mail = smtp.lastTo('comprador-receipt@example.org');
      expect(mail.subject).toBe(`Recibo del pedido ${order.purchaseIdentifier}`);
      expect(mail.text).toContain('25,00');
      expect(mail.text).toContain(`/ecommerce/orders/${order.hash}`);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: `${order.purchaseIdentifier}.pdf`, contentType: 'application/pdf' });
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await smtp.stop();
    }
  });

  it('refuses the test provider’s payment (404) where it is switched off', async () => {
    const off = await createTestApp({ RATE_LIMIT: 'false', PAYMENTS_TEST_PROVIDER: 'false' }, { seed: false });
    try {
      const order = await createOrder(off, await createClub(off));
      // The order is there (its page reads it); only the test provider's payment is refused.
      expect((await off.app.inject({ url: `/api/shop/orders/${order.hash}` })).statusCode).toBe(200);
      expect((await off.app.inject({ method: 'POST', url: `/api/shop/orders/${order.hash}/test-payment` })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
