import type { Order } from '@tribuna/contract';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropSession } from '../../../lib/session/session-store';
import { demoUser, jsonResponse, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { OrderPage } from './order-page';

/** A paid order of one line, bought signed in (`guardian`) or as a guest (`external`). */
const paidOrder = (type: Order['paidBy']['type']): Order => ({
  hash: 'orderAAAAAAA',
  delivered: false,
  purchaseIdentifier: '2611-K7MXQA',
  paidBy: { name: 'Laia Puig', type },
  products: [{ name: 'Bufanda', amount: 1 }],
  amount: 1500,
  taxAmount: 0,
  status: 1,
  statusName: 'paid',
  campaign: { hash: 'campAAAAAAAA', name: 'Equipación' },
  lines: [
    { productHash: 'scarfAAAAAAA', name: 'Bufanda', option: null, quantity: 1, unitPrice: 1500, unitTax: 0, unitTotal: 1500, tax: null },
  ],
  tickets: [],
  seats: [],
  paymentProvider: 'test',
  checkoutUrl: null,
  reservedUntil: '2026-11-26T10:15:00.000Z',
  paidAt: '2026-11-26T10:01:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:01:00.000Z',
});

describe('the order page after paying', () => {
  beforeAll(() => i18next.loadNamespaces('shop'));
  beforeEach(() => dropSession());
  afterEach(() => vi.unstubAllGlobals());

  it("tells a signed-in buyer where to find the order again (their orders on the home page), not to keep the page's address", async () => {
    storeSession({ user: demoUser() });
    stubApi({ ['GET /api/shop/orders/orderAAAAAAA']: jsonResponse(200, paidOrder('guardian')) });
    renderPage(<OrderPage orderHash="orderAAAAAAA" />);
    const notice = await screen.findByTestId('order-paid');
    expect(notice).toHaveTextContent('You’ll find this order under “Your orders” on your home page');
    expect(notice).not.toHaveTextContent('address');
  });

  it("still tells a guest to keep the page's address (it is their only way back)", async () => {
    stubApi({ ['GET /api/shop/orders/orderAAAAAAA']: jsonResponse(200, paidOrder('external')) });
    renderPage(<OrderPage orderHash="orderAAAAAAA" />);
    expect(await screen.findByTestId('order-paid')).toHaveTextContent('Keep this page’s address');
  });
});
