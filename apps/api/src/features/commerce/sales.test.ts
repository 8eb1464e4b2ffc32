import { ManagedOrderSchema, OrderImportResultSchema, SoldProductListSchema } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages } from '../../db/schema';
import { createClub, createManager, signIn, type ClubFixture, type Session } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let manager: Session;
let kit: ReturnType<typeof shopKit>;
let shirt: { campaignHash: string; productHash: string; small: string; medium: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  kit = shopKit(t, club, manager);
  shirt = await kit.sellingCampaign({
    name: 'Camiseta',
    price: 2500,
    options: [
      { name: 'S', stock: 3 },
      { name: 'M', stock: 10 },
    ],
  });
});
afterAll(async () => {
  await t.close();
});

const campaignUrl = () => `/api/clubs/${club.hash}/commerce/campaigns/${shirt.campaignHash}`;

function csvUpload(content: string, commit = false) {
  const boundary = '----tribuna-orders';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pedidos.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return kit.as(manager, {
    method: 'POST',
    url: `${campaignUrl()}/orders/import?commit=${commit}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('cash orders', () => {
  it('records an order paid at the club at the catalogue’s price, delivered, with a receipt e-mail', async () => {
    const response = await kit.as(manager, {
      method: 'POST',
      url: `${campaignUrl()}/orders`,
      payload: {
        buyer: { name: 'Lucía Caja', email: 'Lucia.Caja@example.org' },
        items: [{ productHash: shirt.productHash, optionHash: shirt.medium, quantity: 2 }],
        delivered: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = ManagedOrderSchema.parse(response.json());
    expect(order).toMatchObject({
      status: 1,
      amount: 5000,
      delivered: true,
      email: 'lucia.caja@example.org',
      paidBy: { type: 'external' },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, order.hash));
    expect(row!.paymentProvider).toBe('cash');
    const receipts = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.template, 'order-receipt'), eq(outboxMessages.to, 'lucia.caja@example.org')));
    expect(receipts).toHaveLength(1);
    // Stock holds for cash sales too.
    const over = await kit.as(manager, {
      method: 'POST',
      url: `${campaignUrl()}/orders`,
      payload: { buyer: buyer('too-many'), items: [{ productHash: shirt.productHash, optionHash: shirt.small, quantity: 4 }] },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ reason: 'soldOut' });
  });

  it('is refused where the club has no manual orders', async () => {
    const other = await createClub(t, { features: ['purchable_items'] });
    const otherManager = await signIn(t, (await createManager(t, other)).user);
    const otherKit = shopKit(t, other, otherManager);
    const campaign = await otherKit.sellingCampaign({ name: 'Rifa', price: 200, stock: 100 });
    const refused = await otherKit.as(otherManager, {
      method: 'POST',
      url: `/api/clubs/${other.hash}/commerce/campaigns/${campaign.campaignHash}/orders`,
      payload: { buyer: buyer('r'), items: [{ productHash: campaign.productHash, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'FEATURE_DISABLED' });
  });
});

describe('sold products', () => {
  it('lists who holds a product’s units, with the units paid and pending', async () => {
    const pending = await kit.buy(
      { items: [{ productHash: shirt.productHash, optionHash: shirt.small, quantity: 1 }], buyer: buyer('online') },
      undefined,
      shirt.campaignHash,
    );
    expect(pending.statusCode).toBe(201);
    const sold = SoldProductListSchema.parse(
      (await kit.as(manager, { url: `${campaignUrl()}/products/${shirt.productHash}/sold` })).json(),
    );
    expect(sold.units).toEqual({ paid: 2, pending: 1 });
    expect(sold['hydra:member'][0]).toMatchObject({
      buyer: { name: 'Comprador online' },
      option: 'S',
      quantity: 1,
      order: { statusName: 'pendingPayment' },
    });
    expect(sold['hydra:member'][1]).toMatchObject({
      buyer: { email: 'lucia.caja@example.org' },
      option: 'M',
      quantity: 2,
      order: { delivered: true },
    });
  });
});

describe('orders import', () => {
  it('previews each row with its errors, counting rows against the stock left, and writes nothing', async () => {
    const file = [
      'Nombre;Correo;Producto;Opción;Cantidad',
      'Ana Pérez;ana@example.org;camiseta;M;2',
      ';sin-nombre@example.org;Camiseta;M;1',
      'Bea;no-es-correo;Camiseta;M;1',
      'Carlos;carlos@example.org;Sudadera;;1',
      'Dani;dani@example.org;Camiseta;XL;1',
      'Eva;eva@example.org;Camiseta;;1',
      'Fran;fran@example.org;Camiseta;S;2',
      'Gema;gema@example.org;Camiseta;S;1',
    ].join('\r\n');
    const preview = OrderImportResultSchema.parse((await csvUpload(file)).json());
    expect(preview).toMatchObject({ totalRows: 8, invalidRows: 6, committed: false, created: 0 });
    const codes = preview.rows.map((row) => row.errors.map((error) => `${error.field}:${error.code}`));
    expect(codes).toEqual([
      [],
      ['name:required'],
      ['email:email'],
      ['product:unknownProduct'],
      ['option:unknownOption'],
      ['option:optionRequired'],
      [],
      // S had 3: 1 is reserved online, Fran's row takes the other 2.
      ['quantity:soldOut'],
    ]);
    expect(preview.rows[0]).toMatchObject({ line: 2, email: 'ana@example.org', amount: 5000 });
    const refused = OrderImportResultSchema.parse((await csvUpload(file, true)).json());
    expect(refused).toMatchObject({ committed: false, created: 0 });
    expect(await t.db.select().from(orders).where(eq(orders.paymentProvider, 'import'))).toHaveLength(0);
  });

  it('writes every row as a paid order when none has an error', async () => {
    const before = await kit.stockOf(shirt.productHash);
    const file = 'name,email,product,option,quantity\nAna Pérez,ana@example.org,Camiseta,M,2\n\nBea Ruiz,bea@example.org,Camiseta,M,\n';
    const result = OrderImportResultSchema.parse((await csvUpload(file, true)).json());
    expect(result).toMatchObject({ totalRows: 2, invalidRows: 0, committed: true, created: 2 });
    expect(result.rows.map((row) => row.line)).toEqual([2, 4]);
    const imported = await t.db.select().from(orders).where(eq(orders.paymentProvider, 'import'));
    expect(imported.map((order) => [order.paidByEmail, order.status, order.amountCents]).sort()).toEqual([
      ['ana@example.org', 1, 5000],
      ['bea@example.org', 1, 2500],
    ]);
    expect(await kit.stockOf(shirt.productHash)).toMatchObject({ sold: before.sold + 3 });
  });

  it('refuses files it cannot take, field by field', async () => {
    const codeOf = async (content: string) => (await csvUpload(content)).json().invalidParamsList.invalidParams[0].codes[0];
    expect(await codeOf('name,email\nAna,ana@example.org\n')).toBe('importColumnsMissing');
    expect(await codeOf('name,email,product\n')).toBe('importEmpty');
    const long = ['name,email,product', ...Array.from({ length: 1001 }, (_, n) => `P${n},p${n}@example.org,Camiseta`)].join('\n');
    expect(await codeOf(long)).toBe('orderImportTooManyRows');
    const huge = await csvUpload(`name,email,product\n${'x'.repeat(600 * 1024)}`);
    expect(huge.statusCode).toBe(413);
  });
});
