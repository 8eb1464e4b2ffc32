import { COMMERCE_ROUTES, ORDER_ROUTES, SALES_ROUTES } from '@tribuna/contract';
import { createCampaign, createOrder } from '../../test/factories';
import { all, MANAGERS_OF_CLUB, mergePatch, SIGNED_IN } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';

const aCampaign: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { campaignHash: (await createCampaign(t, club)).hash },
});
const aProduct: MatrixRow['foreignObject'] = async ({ t }, { club }) => {
  const campaign = await createCampaign(t, club, { product: true });
  return { params: { campaignHash: campaign.hash, productHash: campaign.productHash! } };
};
const campaignBody = () => ({ name: 'Matrix kit', startingDate: '2026-12-01T00:00:00Z', endingDate: '2026-12-31T00:00:00Z' });

/**
 * The shop's catalogue (issue 12): managers of the club (and admins) only; buyers read published
 * campaigns publicly. Another club's campaign or product under your club: 404 to everyone.
 */
export const COMMERCE_MATRIX: MatrixRows = {
  [rowKey(COMMERCE_ROUTES.listCampaigns)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(COMMERCE_ROUTES.createCampaign)]: { request: () => ({ payload: campaignBody() }), expect: MANAGERS_OF_CLUB(201) },
  [rowKey(COMMERCE_ROUTES.campaign)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [rowKey(COMMERCE_ROUTES.updateCampaign)]: {
    request: () => mergePatch({ name: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCampaign,
  },
  [rowKey(COMMERCE_ROUTES.duplicateCampaign)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [rowKey(COMMERCE_ROUTES.removeCampaign)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [rowKey(COMMERCE_ROUTES.listProducts)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCampaign },
  [rowKey(COMMERCE_ROUTES.createProduct)]: {
    request: () => ({ payload: { name: 'Matrix scarf', price: 1500, stock: 5 } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCampaign,
  },
  [rowKey(COMMERCE_ROUTES.updateProduct)]: {
    request: () => mergePatch({ price: 1200 }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aProduct,
  },
  [rowKey(COMMERCE_ROUTES.removeProduct)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aProduct,
  },
  [rowKey(COMMERCE_ROUTES.listTaxes)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(COMMERCE_ROUTES.createTax)]: {
    request: () => ({ payload: { name: 'IGIC 7 %', value: 7, type: 'added' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(ORDER_ROUTES.list)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ORDER_ROUTES.export)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ORDER_ROUTES.update)]: {
    request: () => mergePatch({ delivered: true }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { orderHash: (await createOrder(t, club)).hash } }),
  },
  // A pending order cannot be refunded (409) — but only managers of the order's own club get that far.
  [rowKey(ORDER_ROUTES.refund)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: async ({ t }, { club }) => ({ params: { orderHash: (await createOrder(t, club)).hash } }),
  },
  [rowKey(SALES_ROUTES.soldProducts)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aProduct,
  },
  [rowKey(SALES_ROUTES.cashOrder)]: {
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
  [rowKey(SALES_ROUTES.importOrders)]: {
    request: () => ({}),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCampaign,
  },
  [rowKey(COMMERCE_ROUTES.shopSeats)]: {
    request: () => ({}),
    expect: all(404),
    foreignObject: async ({ t }, { club }) => {
      const campaign = await createCampaign(t, club, { published: true, seatMap: { rows: 2, seatsPerRow: 3 } });
      return { params: { campaignHash: campaign.hash, productHash: campaign.productHash! } };
    },
  },
  // A buyer's own tickets: nothing of anyone else's ever shows (tickets.test.ts).
  [rowKey(ORDER_ROUTES.myTickets)]: { request: () => ({}), expect: SIGNED_IN },
  [rowKey(ORDER_ROUTES.ticketsPdf)]: { request: () => ({}), expect: all(404) },
  [rowKey(COMMERCE_ROUTES.shopCampaigns)]: { request: () => ({}), expect: all(200) },
  // Anyone may buy, but only what another club sells through that club: 404 under yours.
  [rowKey(ORDER_ROUTES.checkout)]: {
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
  [rowKey(ORDER_ROUTES.order)]: { request: () => ({}), expect: all(404) },
  [rowKey(ORDER_ROUTES.payWithTestProvider)]: { request: () => ({}), expect: all(404) },
  [rowKey(COMMERCE_ROUTES.shopCampaign)]: {
    request: () => ({}),
    expect: all(404),
    foreignObject: async ({ t }, { club }) => ({ params: { campaignHash: (await createCampaign(t, club, { published: true })).hash } }),
  },
};
