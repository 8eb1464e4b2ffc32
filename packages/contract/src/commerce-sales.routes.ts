import { CampaignParamsSchema, ProductParamsSchema } from './commerce';
import { ManagedOrderSchema } from './commerce-orders';
import { CashOrderBodySchema, OrderImportQuerySchema, OrderImportResultSchema, SoldProductListSchema } from './commerce-sales';
import { defineRoute } from './common/route';

const tags = ['commerce'];
const manage = { access: 'commerce.manage', feature: 'purchable_items' } as const;

/** Sales as managers see and make them (issue 12 part 6); not in the spec's list, designed here. */
export const SALES_ROUTES = {
  soldProducts: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/commerce/campaigns/:campaignHash/products/:productHash/sold',
    summary: 'Sold products: who holds a product’s units (orders paid or waiting for payment), newest first, with seats (managers)',
    tags,
    ...manage,
    params: ProductParamsSchema,
    status: 200,
    response: SoldProductListSchema,
  }),
  cashOrder: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/commerce/campaigns/:campaignHash/orders',
    summary: 'Record an order paid in cash at the club: paid at once, tickets issued, receipt e-mailed (feature manual_campaing_orders)',
    description:
      'Prices come from the catalogue; stock, seats and limits are checked as at checkout (409 soldOut, seatTaken, limitPerBuyer). ' +
      '403 FEATURE_DISABLED without the feature manual_campaing_orders. ' +
      'The receipt goes to a typed address, so e-mail caps apply and nothing is written over them: 429 RATE_LIMITED with ' +
      'reason clubMailLimitReached (200 e-mails a day per club, 20 in its first 24 hours) or recipientMailLimitReached ' +
      '(5 an hour per address), and Retry-After.',
    tags,
    access: 'commerce.manage',
    feature: 'manual_campaing_orders',
    params: CampaignParamsSchema,
    body: CashOrderBodySchema,
    status: 201,
    response: ManagedOrderSchema,
    errors: [409, 429],
  }),
  importOrders: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/commerce/campaigns/:campaignHash/orders/import',
    summary:
      'Import orders paid elsewhere from a CSV file (multipart "file"): a preview with each row’s errors, or, with commit=true, the orders',
    description:
      'Columns name, email, product, option, quantity (or nombre, correo, producto, opción, cantidad), at most 1,000 rows and 512 KB. ' +
      'Products and options are matched by name. A commit writes every row or none: any row with an error refuses it (the preview says ' +
      'which). Imported orders are paid, their tickets issued, no e-mail sent. Feature allow_import_orders.',
    tags,
    access: 'commerce.manage',
    feature: 'allow_import_orders',
    params: CampaignParamsSchema,
    query: OrderImportQuerySchema,
    multipart: true,
    status: 200,
    response: OrderImportResultSchema,
    errors: [409, 413],
  }),
} as const;
