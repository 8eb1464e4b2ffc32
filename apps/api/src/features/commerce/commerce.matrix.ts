import { createCampaign, createOrder } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, mergePatch, SIGNED_IN } from '../../test/matrix/expectations';
import type { MatrixRow, MatrixRows } from '../../test/matrix/matrix-types';

const aCampaign: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { campaignHash: (await createCampaign(t, club)).hash },
});
const aProduct: MatrixRow['foreignObject'] = async ({ t }, { club }) => {
  const campaign = await createCampaign(t, club, { product: true });
  return { params: { campaignHash: campaign.hash, productHash: campaign.productHash! } };
};
const base = '/api/clubs/:clubHash/commerce';
const campaignBody = () => ({ name: 'Matrix kit', startingDate: '2026-12-01T00:00:00Z', endingDate: '2026-12-31T00:00:00Z' });

/**
 * The shop's catalogue (issue 12): managers of the club (and admins) only; buyers read published
 * campaigns publicly. Another club's campaign or product under your club: 404 to everyone.
 */
export const COMMERCE_MATRIX: MatrixRows = {
  [`GET ${base}/campaigns`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`POST ${base}/campaigns`]: { request: () => ({ payload: campaignBody() }), expect: MANAGERS_OF_CLUB(201) },
  [`GET ${base}/campaigns/:campaignHash`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [`PATCH ${base}/campaigns/:campaignHash`]: {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCampaign,
  },
  [`POST ${base}/campaigns/:campaignHash/duplicate`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [`DELETE ${base}/campaigns/:campaignHash`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [`GET ${base}/campaigns/:campaignHash/products`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [`POST ${base}/campaigns/:campaignHash/products`]: {
    request: () => ({ payload: { name: 'Matrix scarf', price: 1500, stock: 5 } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCampaign,
  },
  [`PATCH ${base}/campaigns/:campaignHash/products/:productHash`]: {
    request: () => mergePatch({ price: 1200 }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aProduct,
  },
  [`DELETE ${base}/campaigns/:campaignHash/products/:productHash`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aProduct,
  },
  [`GET ${base}/taxes`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`POST ${base}/taxes`]: { request: () => ({ payload: { name: 'IGIC 7 %', value: 7, type: 'added' } }), expect: MANAGERS_OF_CLUB(201) },
  [`GET ${base}/orders`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`GET ${base}/orders/export`]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [`PATCH ${base}/orders/:orderHash`]: {
    request: () => mergePatch({ delivered: true }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { orderHash: (await createOrder(t, club)).hash } }),
  },
  // A pending order cannot be refunded (409) — but only managers of the order's own club get that far.
  [`POST ${base}/orders/:orderHash/refund`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { orderHash: (await createOrder(t, club)).hash } }),
  },
  [`GET ${base}/campaigns/:campaignHash/products/:productHash/sold`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aProduct,
  },
  [`POST ${base}/campaigns/:campaignHash/orders`]: {
    request: ({ actor }) => ({
      payload: {
        buyer: { name: 'Matrix', email: `${actor}@matrix.example` },
        items: [{ productHash: 'AAAAAAAAAAAAAAAAAAAAAA', quantity: 1 }],
      },
    }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCampaign,
  },
  // No file: a manager of the campaign's club would hear 400; everyone else never gets that far.
  [`POST ${base}/campaigns/:campaignHash/orders/import`]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCampaign,
  },
  'GET /api/clubs/:clubHash/shop/campaigns/:campaignHash/products/:productHash/seats': {
    request: () => ({}),
    expect: all(404),
    foreignObject: async ({ t }, { club }) => {
      const campaign = await createCampaign(t, club, { published: true, seatMap: { rows: 2, seatsPerRow: 3 } });
      return { params: { campaignHash: campaign.hash, productHash: campaign.productHash! } };
    },
  },
  // A buyer's own tickets: nothing of anyone else's ever shows (tickets.test.ts).
  'GET /api/shop/tickets': { request: () => ({}), expect: SIGNED_IN },
  'GET /api/shop/orders/:orderHash/tickets.pdf': { request: () => ({}), expect: all(404) },
  // Payment onboarding: managers only (without Stripe set up, as here, an empty list and "not configured").
  'GET /api/clubs/:clubHash/payments/methods/onboard-links': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  'GET /api/clubs/:clubHash/payments/onboard': { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  // Stripe's webhook needs no token but a signature; without Stripe set up it does not exist.
  'POST /api/payments/stripe/webhook': { request: () => ({ payload: {} }), expect: all(404) },
  'GET /api/clubs/:clubHash/shop/campaigns': { request: () => ({}), expect: all(200) },
  // Anyone may buy, but only what another club sells through that club: 404 under yours.
  'POST /api/clubs/:clubHash/shop/campaigns/:campaignHash/orders': {
    request: ({ actor }) => ({
      payload: {
        items: [{ productHash: 'AAAAAAAAAAAAAAAAAAAAAA', quantity: 1 }],
        buyer: { name: 'Matrix', email: `${actor}@matrix.example` },
      },
    }),
    expect: all(404),
    foreignObject: async ({ t }, { club }) => ({ params: { campaignHash: (await createCampaign(t, club, { published: true })).hash } }),
  },
  // An order is reached by its unguessable hash only (no club in the path).
  'GET /api/shop/orders/:orderHash': { request: () => ({}), expect: all(404) },
  'POST /api/shop/orders/:orderHash/test-payment': { request: () => ({}), expect: all(404) },
  'GET /api/clubs/:clubHash/shop/campaigns/:campaignHash': {
    request: () => ({}),
    expect: all(404),
    foreignObject: async ({ t }, { club }) => ({ params: { campaignHash: (await createCampaign(t, club, { published: true })).hash } }),
  },
};
