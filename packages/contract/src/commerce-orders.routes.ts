import { z } from 'zod';
import { CLUB_SPREADSHEET_CONVENTIONS } from './common/club-spreadsheets';
import { CampaignParamsSchema } from './commerce';
import { ClubHashParamsSchema } from './common/ids';
import {
  CheckoutBodySchema,
  CheckoutResultSchema,
  ClubOrderParamsSchema,
  ManagedOrderSchema,
  MyTicketListSchema,
  OrderCollectionSchema,
  OrderExportQuerySchema,
  OrderListQuerySchema,
  OrderParamsSchema,
  OrderSchema,
  UpdateOrderBodySchema,
} from './commerce-orders';
import { defineRoute } from './common/route';

const tags = ['commerce'];

/** Buying (issue 12 part 3): checkout reserves stock; the order's hash is the buyer's key to it. */
export const ORDER_ROUTES = {
  checkout: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/shop/campaigns/:campaignHash/orders',
    summary: 'Checkout: reserve the units and create the order (status 0, pending payment), answered with where to pay',
    description:
      'Signed-in members and guardians of the club buy as themselves (paidBy type guardian); anyone else gives buyer ' +
      '{name, email} (type external). Every unit is reserved in one transaction or none: 409 soldOut when a product or option ' +
      'has fewer units left, 409 limitPerBuyer past a product’s limit, 409 campaignClosed outside the selling dates. The ' +
      'reservation lasts 15 minutes; unpaid, the order becomes 2 (unpaid) and the units return. The same idempotencyKey ' +
      'answers the same order. 429 with Retry-After: every request counts per network address (30 in 10 minutes); ' +
      'only accepted checkouts count per buyer (the account, else the e-mail from that address: 20 in 10 minutes).',
    tags,
    access: 'public',
    optionalAuth: true,
    params: CampaignParamsSchema,
    body: CheckoutBodySchema,
    status: 201,
    response: CheckoutResultSchema,
    errors: [401, 409, 429],
  }),
  order: defineRoute({
    method: 'GET',
    path: '/api/shop/orders/:orderHash',
    summary: 'An order, read by its unguessable hash (the buyer’s link in the receipt)',
    tags,
    access: 'public',
    params: OrderParamsSchema,
    status: 200,
    response: OrderSchema,
  }),
  payWithTestProvider: defineRoute({
    method: 'POST',
    path: '/api/shop/orders/:orderHash/test-payment',
    summary: 'The built-in test provider’s “pay” button: marks a pending order paid (only where the test provider is on)',
    description: '409 orderNotPending when the order is paid, expired or refunded; 404 when the test provider is off.',
    tags,
    access: 'public',
    params: OrderParamsSchema,
    status: 200,
    response: OrderSchema,
    errors: [409],
  }),
  myTickets: defineRoute({
    method: 'GET',
    path: '/api/shop/tickets',
    summary: 'The signed-in buyer’s tickets in every club, the next events first (tickets/list)',
    description:
      'Tickets of paid and refunded orders placed signed in, and of orders bought as a guest with the account’s address once ' +
      'that address is confirmed (POST /api/users/confirm-email hands them over); registering an address alone shows none.',
    tags,
    access: 'signed-in',
    status: 200,
    response: MyTicketListSchema,
  }),
  ticketsPdf: defineRoute({
    method: 'GET',
    path: '/api/shop/orders/:orderHash/tickets.pdf',
    summary: 'A paid order’s tickets as a PDF, one ticket a page with its QR code (the order’s hash is the key)',
    description: '404 when the order has no valid tickets (not paid, refunded, or no ticket products).',
    tags,
    access: 'public',
    params: OrderParamsSchema,
    status: 200,
    response: z.any(),
    download: true,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/commerce/orders',
    summary:
      "The club's orders, newest first, 30 a page, filtered by status, payer type, dates, campaign or product, searched by number, name or email (managers)",
    tags,
    access: 'commerce.manage',
    feature: 'purchable_items',
    params: ClubHashParamsSchema,
    query: OrderListQuerySchema,
    status: 200,
    response: OrderCollectionSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/commerce/orders/export',
    summary: 'The filtered orders as CSV or XLSX, one row per order line (managers)',
    description: `${CLUB_SPREADSHEET_CONVENTIONS} States and buyer types are words (Pagado), not codes.`,
    tags,
    access: 'commerce.manage',
    feature: 'purchable_items',
    params: ClubHashParamsSchema,
    query: OrderExportQuerySchema,
    status: 200,
    response: z.any(),
    download: true,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/clubs/:clubHash/commerce/orders/:orderHash',
    summary: 'Mark an order delivered or not (managers)',
    tags,
    access: 'commerce.manage',
    feature: 'purchable_items',
    params: ClubOrderParamsSchema,
    body: UpdateOrderBodySchema,
    status: 200,
    response: ManagedOrderSchema,
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/commerce/orders/:orderHash/refund',
    summary:
      'Refund a paid order through its payment provider: status 3, its units back on sale, the campaign’s collected amount down (managers)',
    description: 'Refunding a refunded order answers it unchanged (a retry never refunds twice); any other state: 409 orderNotRefundable.',
    tags,
    access: 'commerce.manage',
    feature: 'purchable_items',
    params: ClubOrderParamsSchema,
    status: 200,
    response: ManagedOrderSchema,
    errors: [409],
  }),
} as const;
