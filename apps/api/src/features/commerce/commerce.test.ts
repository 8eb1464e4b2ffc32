import {
  CampaignCollectionSchema,
  CampaignSchema,
  ProductListSchema,
  ProductSchema,
  PublicPortalSchema,
  ShopCampaignDetailSchema,
  ShopCampaignListSchema,
  TaxListSchema,
  type Campaign,
  type Product,
} from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignProducts } from '../../db/schema';
import { createClub, createManager, createMember, injectAs, signIn, type ClubFixture, type Session } from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let manager: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
});
afterAll(async () => {
  await t.close();
});

const base = (c: ClubFixture = club) => `/api/clubs/${c.hash}/commerce`;
const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const day = 86_400_000;
const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }).invalidParamsList.invalidParams.map(
    (p) => [p.field, p.codes[0]],
  );

async function newCampaign(payload: object = {}): Promise<Campaign> {
  const response = await as(manager, {
    method: 'POST',
    url: `${base()}/campaigns`,
    payload: {
      name: 'Equipación 2026/27',
      startingDate: new Date(Date.now() - day).toISOString(),
      endingDate: new Date(Date.now() + 30 * day).toISOString(),
      ...payload,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CampaignSchema.parse(response.json());
}

async function newProduct(campaign: Campaign, payload: object): Promise<Product> {
  const response = await as(manager, { method: 'POST', url: `${base()}/campaigns/${campaign.hash}/products`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return ProductSchema.parse(response.json());
}

/** Switches the portal's core components on (a new club has them all off). */
async function enablePortal(...names: string[]) {
  const list = (await as(manager, { url: `/api/clubs/${club.hash}/portal/components` })).json() as {
    'hydra:member': { id: number; name: string }[];
  };
  for (const component of list['hydra:member'].filter((c) => names.includes(c.name))) {
    const response = await as(manager, {
      method: 'PUT',
      url: `/api/clubs/${club.hash}/portal/components/${component.id}`,
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(200);
  }
}

const taxes = async () => TaxListSchema.parse((await as(manager, { url: `${base()}/taxes` })).json())['hydra:member'];
const publish = (campaign: Campaign, published = true) =>
  as(manager, { method: 'PATCH', url: `${base()}/campaigns/${campaign.hash}`, ...mergePatch({ published }) });

describe('campaigns and products', () => {
  it('computes tax and total on the server from the club’s taxes; prices are whole cents', async () => {
    const vat = (await taxes()).find((tax) => tax.value === 21 && tax.type === 'included')!;
    expect(vat.name).toBe('IVA 21 %');
    const campaign = await newCampaign();
    const shirt = await newProduct(campaign, {
      name: 'Camiseta',
      price: 2500,
      taxHash: vat.hash,
      options: [
        { name: 'S', stock: 10 },
        { name: 'M', stock: 20 },
        { name: 'L', stock: 15 },
      ],
      // Amounts are the server's: whatever a client sends is not taken.
      taxAmount: 1,
      totalAmount: 1,
    });
    expect(shirt).toMatchObject({ price: 2500, taxAmount: 434, totalAmount: 2500, stock: { total: 45, sold: 0 } });
    expect(shirt.options.map((o) => [o.name, o.stock.total])).toEqual([
      ['S', 10],
      ['M', 20],
      ['L', 15],
    ]);
    const igic = await as(manager, { method: 'POST', url: `${base()}/taxes`, payload: { name: 'IGIC 7 %', value: 7, type: 'added' } });
    expect(igic.statusCode).toBe(201);
    const scarf = await newProduct(campaign, { name: 'Bufanda', price: 1000, taxHash: igic.json().hash, stock: 30 });
    expect(scarf).toMatchObject({ taxAmount: 70, totalAmount: 1070, order: 1 });

    const bad = await as(manager, {
      method: 'POST',
      url: `${base()}/campaigns/${campaign.hash}/products`,
      payload: { name: 'Gorra', price: 12.5, stock: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([['price', 'invalid']]);
    const foreignTax = await as(manager, {
      method: 'POST',
      url: `${base()}/campaigns/${campaign.hash}/products`,
      payload: { name: 'Gorra', price: 1250, stock: 1, taxHash: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(fieldsOf(foreignTax)).toEqual([['taxHash', 'unknownTax']]);
    const threeDecimals = await as(manager, {
      method: 'POST',
      url: `${base()}/taxes`,
      payload: { name: 'X', value: 5.125, type: 'added' },
    });
    expect(fieldsOf(threeDecimals)).toEqual([['value', 'invalid']]);

    const listed = ProductListSchema.parse((await as(manager, { url: `${base()}/campaigns/${campaign.hash}/products` })).json());
    expect(listed['hydra:member'].map((p) => p.name)).toEqual(['Camiseta', 'Bufanda']);
  });

  it('refuses dates out of order, options with the same name, and stock with options', async () => {
    const late = await as(manager, {
      method: 'POST',
      url: `${base()}/campaigns`,
      payload: { name: 'Cena', startingDate: '2026-12-10T20:00:00Z', endingDate: '2026-12-01T20:00:00Z' },
    });
    expect(fieldsOf(late)).toEqual([['endingDate', 'endsBeforeStart']]);
    const campaign = await newCampaign({ name: 'Cena de Navidad' });
    const url = `${base()}/campaigns/${campaign.hash}/products`;
    const twice = await as(manager, {
      method: 'POST',
      url,
      payload: {
        name: 'Sudadera',
        price: 3000,
        options: [
          { name: 'M', stock: 1 },
          { name: 'm', stock: 2 },
        ],
      },
    });
    expect(fieldsOf(twice)).toEqual([['options', 'duplicateOption']]);
    const both = await as(manager, {
      method: 'POST',
      url,
      payload: { name: 'Sudadera', price: 3000, stock: 4, options: [{ name: 'M', stock: 1 }] },
    });
    expect(fieldsOf(both)).toEqual([['stock', 'stockWithOptions']]);
    const moved = await as(manager, {
      method: 'PATCH',
      url: `${base()}/campaigns/${campaign.hash}`,
      ...mergePatch({ endingDate: '2020-01-01T00:00:00Z' }),
    });
    expect(fieldsOf(moved)).toEqual([['endingDate', 'endsBeforeStart']]);
  });

  it('publishes only a campaign with products; buyers and the portal see it, members cannot manage it', async () => {
    const campaign = await newCampaign({ name: 'Sorteo de la cesta' });
    const empty = await publish(campaign);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ errorCode: 'CONFLICT' });
    const shopUrl = `/api/clubs/${club.hash}/shop/campaigns`;
    expect((await t.app.inject({ url: `${shopUrl}/${campaign.hash}` })).statusCode).toBe(404);

    await newProduct(campaign, { name: 'Papeleta', price: 200, stock: 500 });
    const published = await publish(campaign);
    expect(published.statusCode, published.body).toBe(200);
    expect(CampaignSchema.parse(published.json())).toMatchObject({ published: true, productCount: 1, purchased: { total: 500, sold: 0 } });

    // Public: no token.
    await enablePortal('campaigns', 'tickets');
    const shop = ShopCampaignListSchema.parse((await t.app.inject({ url: shopUrl })).json());
    expect(shop['hydra:member'].map((c) => [c.name, c.availability, c.hasTickets])).toContainEqual([
      'Sorteo de la cesta',
      'available',
      false,
    ]);
    const detail = ShopCampaignDetailSchema.parse((await t.app.inject({ url: `${shopUrl}/${campaign.hash}` })).json());
    expect(detail.products.map((p) => [p.name, p.totalAmount, p.availability])).toEqual([['Papeleta', 200, 'available']]);
    const portal = PublicPortalSchema.parse((await t.app.inject({ url: `/api/clubs/${club.hash}/portal` })).json());
    expect(portal['hydra:member'].map((c) => c.name)).toContain('campaigns');
    expect(portal['hydra:member'].map((c) => c.name)).not.toContain('tickets');

    const filtered = CampaignCollectionSchema.parse((await as(manager, { url: `${base()}/campaigns?published=true&search=cesta` })).json());
    expect(filtered['hydra:member'].map((c) => c.name)).toEqual(['Sorteo de la cesta']);
    expect((await as(member, { url: `${base()}/campaigns` })).statusCode).toBe(403);

    expect((await publish(campaign, false)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${shopUrl}/${campaign.hash}` })).statusCode).toBe(404);
  });

  it('shows a campaign before its start as soon and one with nothing left as sold out', async () => {
    const campaign = await newCampaign({ name: 'Final de copa', startingDate: new Date(Date.now() + 2 * day).toISOString() });
    const ticket = await newProduct(campaign, { name: 'Entrada general', price: 800, stock: 2, isTicket: true });
    await publish(campaign);
    const shopUrl = `/api/clubs/${club.hash}/shop/campaigns`;
    await enablePortal('campaigns', 'tickets');
    const soon = ShopCampaignListSchema.parse((await t.app.inject({ url: shopUrl })).json())['hydra:member'].find(
      (c) => c.hash === campaign.hash,
    )!;
    expect(soon).toMatchObject({ availability: 'soon', hasTickets: true });
    await as(manager, {
      method: 'PATCH',
      url: `${base()}/campaigns/${campaign.hash}`,
      ...mergePatch({ startingDate: new Date(Date.now() - day).toISOString() }),
    });
    await t.db.update(campaignProducts).set({ stockSold: 2 }).where(eq(campaignProducts.publicId, ticket.hash));
    const detail = ShopCampaignDetailSchema.parse((await t.app.inject({ url: `${shopUrl}/${campaign.hash}` })).json());
    expect(detail.availability).toBe('soldOut');
    expect(detail.products[0]!.availability).toBe('soldOut');
    const portal = PublicPortalSchema.parse((await t.app.inject({ url: `/api/clubs/${club.hash}/portal` })).json());
    expect(portal['hydra:member'].map((c) => c.name)).toContain('tickets');
  });

  it('keeps what was sold: stock not below it, no removal, and a duplicate starts from nothing', async () => {
    const campaign = await newCampaign({ name: 'Chándal' });
    const tracksuit = await newProduct(campaign, {
      name: 'Chándal',
      price: 4500,
      options: [
        { name: 'S', stock: 5 },
        { name: 'M', stock: 5 },
      ],
    });
    const [small] = tracksuit.options;
    // Three small ones sold (the orders part does this in its transaction).
    await t.db.update(campaignProducts).set({ stockSold: 3 }).where(eq(campaignProducts.publicId, tracksuit.hash));
    const { productOptions } = await import('../../db/schema');
    await t.db.update(productOptions).set({ stockSold: 3 }).where(eq(productOptions.publicId, small!.hash));

    const productUrl = `${base()}/campaigns/${campaign.hash}/products/${tracksuit.hash}`;
    const below = await as(manager, {
      method: 'PATCH',
      url: productUrl,
      ...mergePatch({ options: [{ hash: small!.hash, name: 'S', stock: 2 }] }),
    });
    expect(fieldsOf(below)).toEqual([['options', 'stockBelowSold']]);
    const grown = await as(manager, {
      method: 'PATCH',
      url: productUrl,
      ...mergePatch({
        options: [
          { hash: small!.hash, name: 'S', stock: 8 },
          { name: 'XL', stock: 4 },
        ],
      }),
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(ProductSchema.parse(grown.json())).toMatchObject({ stock: { total: 12, sold: 3 } });
    expect((await as(manager, { method: 'DELETE', url: productUrl })).statusCode).toBe(409);
    expect((await as(manager, { method: 'DELETE', url: `${base()}/campaigns/${campaign.hash}` })).json()).toMatchObject({
      errorCode: 'CONFLICT',
    });

    const copy = await as(manager, { method: 'POST', url: `${base()}/campaigns/${campaign.hash}/duplicate` });
    expect(copy.statusCode).toBe(201);
    const duplicated = CampaignSchema.parse(copy.json());
    expect(duplicated).toMatchObject({ name: 'Chándal', published: false, productCount: 1, purchased: { total: 12, sold: 0 } });
    expect(duplicated.hash).not.toBe(campaign.hash);
    const copied = ProductListSchema.parse((await as(manager, { url: `${base()}/campaigns/${duplicated.hash}/products` })).json())[
      'hydra:member'
    ];
    // M was left out of the edit (it had sold nothing), so it went.
    expect(copied[0]!.options.map((o) => [o.name, o.stock.total, o.stock.sold])).toEqual([
      ['S', 8, 0],
      ['XL', 4, 0],
    ]);
    // The copy sold nothing: it can go.
    expect((await as(manager, { method: 'DELETE', url: `${base()}/campaigns/${duplicated.hash}` })).statusCode).toBe(204);
  });

  it('answers 404 for the shop of a club that does not sell', async () => {
    const quiet = await createClub(t, { features: [] });
    expect((await t.app.inject({ url: `/api/clubs/${quiet.hash}/shop/campaigns` })).statusCode).toBe(404);
    expect((await as(manager, { url: `${base(quiet)}/campaigns` })).statusCode).toBe(403);
  });
});
