import multipart from '@fastify/multipart';
import { ORDER_IMPORT_MAX_BYTES, SALES_ROUTES as SALES } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { managerMailKeys } from '../../lib/rate-limit/mail-budget';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { CommerceData } from './commerce.data';
import { CheckoutService } from './checkout.service';
import { OrdersImportService } from './orders-import.service';
import { PaymentsService, type OrderPayments } from './payments.service';
import { SalesService } from './sales.service';

/**
 * Sales made by managers (issue 12 part 6): sold products, cash orders and the orders import,
 * in their own scope because the import is the one commerce route that takes a multipart body.
 */
export const salesRoutes: FastifyPluginAsync<{
  data: CommerceData;
  appUrl: string;
  limiter: RateLimiter;
  payments: OrderPayments;
}> = async (scope, { data, appUrl, limiter, payments: ledger }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: ORDER_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  // Orders made here are paid at the club or elsewhere: nobody is sent to a payment page.
  const payments = new PaymentsService(data, appUrl, ledger);
  const checkout = new CheckoutService(data, { cards: null, appUrl, release: (orderHash) => payments.release(orderHash) });
  const sales = new SalesService(data, checkout, payments);
  const imports = new OrdersImportService(data, checkout, payments);

  registerRoute(app, SALES.soldProducts, ({ ctx, params, request }) =>
    sales.soldProducts(ctx, params.campaignHash, params.productHash, request.url),
  );
  // The receipt goes to an address the manager typed: the club's and the address's e-mail caps
  // are spent first (429 with the cap's reason, nothing written), and given back if the order fails.
  registerRoute(app, SALES.cashOrder, ({ ctx, params, body, reply }) =>
    limiter.limitAccepted(reply, managerMailKeys(ctx.club, body.buyer.email, 1), () => sales.cashOrder(ctx, params.campaignHash, body)),
  );
  registerRoute(app, SALES.importOrders, async ({ ctx, params, query, request }) => {
    const file = request.isMultipart() ? await request.file() : undefined;
    // toBuffer() throws a 413 error past ORDER_IMPORT_MAX_BYTES.
    return imports.run(ctx, params.campaignHash, file ? await file.toBuffer() : undefined, query.commit);
  });
};
