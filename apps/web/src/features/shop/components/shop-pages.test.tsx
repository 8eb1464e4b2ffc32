import type { Order, ShopCampaignDetail } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { MyTicketsPage } from './my-tickets-page';
import { OrderPage } from './order-page';
import { ShopCampaignPage } from './shop-campaign-page';

const CLUB = 'clubAAAAAAAA';
const campaign: ShopCampaignDetail = {
  hash: 'campAAAAAAAA',
  name: 'Equipación',
  startingDate: '2026-11-01T00:00:00.000Z',
  endingDate: '2026-12-31T00:00:00.000Z',
  description: null,
  image: null,
  categories: [],
  availability: 'available',
  hasTickets: false,
  products: [
    {
      hash: 'shirtAAAAAAA',
      name: 'Camiseta',
      price: 2500,
      description: null,
      image: null,
      tax: { hash: 'taxAAAAAAAAA', name: 'IVA 21 %', value: 21, type: 'included' },
      taxAmount: 434,
      totalAmount: 2500,
      stock: { total: 30, sold: 10 },
      categories: [],
      options: [
        { hash: 'sizeSAAAAAAA', name: 'S', stock: { total: 10, sold: 10 } },
        { hash: 'sizeMAAAAAAA', name: 'M', stock: { total: 20, sold: 0 } },
      ],
      maxPerBuyer: null,
      isTicket: false,
      seatMap: null,
      eventStartsAt: null,
      eventVenue: null,
      availability: 'available',
    },
  ],
};
const order: Order = {
  hash: 'orderAAAAAAA',
  delivered: false,
  purchaseIdentifier: '2611-K7MXQA',
  paidBy: { name: 'Laia Puig', type: 'external' },
  products: [{ name: 'Camiseta (M)', amount: 2 }],
  amount: 5000,
  taxAmount: 868,
  status: 0,
  statusName: 'pendingPayment',
  campaign: { hash: 'campAAAAAAAA', name: 'Equipación' },
  lines: [
    {
      productHash: 'shirtAAAAAAA',
      name: 'Camiseta',
      option: 'M',
      quantity: 2,
      unitPrice: 2500,
      unitTax: 434,
      unitTotal: 2500,
      tax: { name: 'IVA 21 %', value: 21, type: 'included' },
    },
  ],
  tickets: [],
  seats: [],
  paymentProvider: 'test',
  checkoutUrl: null,
  reservedUntil: '2026-11-26T10:15:00.000Z',
  paidAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

describe('shop pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['shop', 'forms']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets a visitor choose two of a size (a sold-out size cannot be chosen) and checks out with name and email', async () => {
    const api = stubApi({
      [`GET /api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA`]: jsonResponse(200, campaign),
      [`POST /api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA/orders`]: jsonResponse(201, {
        order,
        payment: { provider: 'test', checkoutUrl: 'x' },
      }),
    });
    renderPage(<ShopCampaignPage clubHash={CLUB} campaignHash="campAAAAAAAA" />, { path: '/shop' });
    const product = await screen.findByTestId('shop-product');
    expect(within(product).getByLabelText('S')).toBeDisabled();
    await userEvent.type(within(product).getByLabelText('M'), '2');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: €50.00');
    await userEvent.type(screen.getByTestId('buyer-name'), 'Laia Puig');
    await userEvent.type(screen.getByTestId('buyer-email'), 'laia@example.org');
    await userEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(api.callsTo('POST', `/api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA/orders`)).toHaveLength(1));
    const body = api.callsTo('POST', `/api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA/orders`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      items: [{ productHash: 'shirtAAAAAAA', optionHash: 'sizeMAAAAAAA', quantity: 2 }],
      buyer: { name: 'Laia Puig', email: 'laia@example.org' },
    });
    expect(body.idempotencyKey).toEqual(expect.any(String));
    expect(await screen.findByTestId('navigated')).toHaveTextContent('/ecommerce/orders/orderAAAAAAA');
  });

  it('shows the order with its tax breakdown and pays it with the test provider', async () => {
    stubApi({
      ['GET /api/shop/orders/orderAAAAAAA']: jsonResponse(200, order),
      ['POST /api/shop/orders/orderAAAAAAA/test-payment']: jsonResponse(200, {
        ...order,
        status: 1,
        statusName: 'paid',
        paidAt: '2026-11-26T10:01:00.000Z',
      }),
    });
    renderPage(<OrderPage orderHash="orderAAAAAAA" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 2611-K7MXQA' })).toBeInTheDocument();
    expect(screen.getByText('Of which IVA 21 %').nextSibling).toHaveTextContent('€8.68');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€50.00');
    await userEvent.click(screen.getByTestId('pay-test'));
    expect(await screen.findByTestId('order-paid')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
  });

  it('lets a buyer pick seats on the map (a taken seat cannot be picked) and sends one seat per ticket', async () => {
    const seated: ShopCampaignDetail = {
      ...campaign,
      products: [
        {
          ...campaign.products[0]!,
          hash: 'seatsAAAAAAA',
          name: 'Tribuna',
          options: [],
          stock: { total: 6, sold: 1 },
          isTicket: true,
          seatMap: { rows: 2, seatsPerRow: 3 },
        },
      ],
    };
    const api = stubApi({
      [`GET /api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA`]: jsonResponse(200, seated),
      [`GET /api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA/products/seatsAAAAAAA/seats`]: jsonResponse(200, {
        rows: 2,
        seatsPerRow: 3,
        taken: [{ row: 1, seat: 2 }],
      }),
      [`POST /api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA/orders`]: jsonResponse(201, {
        order,
        payment: { provider: 'test', checkoutUrl: 'x' },
      }),
    });
    renderPage(<ShopCampaignPage clubHash={CLUB} campaignHash="campAAAAAAAA" />, { path: '/shop' });
    expect(await screen.findByRole('button', { name: 'Row 1, seat 2 · Taken' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Row 2, seat 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Row 1, seat 1' }));
    expect(screen.getByRole('button', { name: 'Row 2, seat 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('seats-chosen')).toHaveTextContent('Seats chosen: 2 (up to 5)');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: €50.00');
    await userEvent.type(screen.getByTestId('buyer-name'), 'Laia Puig');
    await userEvent.type(screen.getByTestId('buyer-email'), 'laia@example.org');
    await userEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(api.callsTo('POST', `/api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA/orders`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/clubs/${CLUB}/shop/campaigns/campAAAAAAAA/orders`)[0]!.body).toMatchObject({
      items: [
        {
          productHash: 'seatsAAAAAAA',
          quantity: 2,
          seats: [
            { row: 2, seat: 3 },
            { row: 1, seat: 1 },
          ],
        },
      ],
    });
  });

  it('shows a paid order’s tickets with their QR codes and a link to the PDF', async () => {
    const ticket = {
      hash: 'tickAAAAAAAA',
      code: 'T1-abcdefghijklmnopqrstuv',
      reference: 'T-4F7K-2Q',
      eventStartsAt: null,
      eventVenue: null,
      product: 'Tribuna',
      option: null,
      cancelled: false,
      usedAt: null,
    };
    stubApi({
      ['GET /api/shop/orders/orderAAAAAAA']: jsonResponse(200, {
        ...order,
        status: 1,
        statusName: 'paid',
        tickets: [
          { ...ticket, seat: { row: 4, seat: 1 } },
          { ...ticket, hash: 'tickBBBBBBBB', code: 'T1-zyxwvutsrqponmlkjihgfe', seat: null, cancelled: true },
        ],
      }),
    });
    renderPage(<OrderPage orderHash="orderAAAAAAA" />);
    const tickets = await screen.findAllByTestId('ticket');
    expect(tickets).toHaveLength(2);
    expect(within(tickets[0]!).getByRole('img', { name: 'QR code of the ticket Tribuna' })).toHaveAttribute('data-value', ticket.code);
    expect(within(tickets[0]!).getByTestId('ticket-seat')).toHaveTextContent('Row 4, seat 1');
    // A cancelled ticket has nothing to scan.
    expect(within(tickets[1]!).queryByRole('img')).toBeNull();
    expect(within(tickets[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByTestId('tickets-pdf')).toHaveAttribute('href', '/api/shop/orders/orderAAAAAAA/tickets.pdf');
  });

  it('asks a visitor to sign in to see their tickets', async () => {
    renderPage(<MyTicketsPage />);
    expect(await screen.findByRole('link', { name: 'Sign in to see your tickets' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login'),
    );
  });
});
