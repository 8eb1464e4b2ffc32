import { FEES_MEMBER_ROUTES as MY } from '@tribuna/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import { bookingsClock } from '../../../lib/bookings-clock';
import { sendJsonBody } from '../../../lib/http';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { FeesRoutesOptions } from '../fees.routes';
import { MandatesService } from './mandates.service';
import { AccountListsCache } from './account-lists-cache';
import { PayersCache } from './payers-cache';
import { MemberPaymentsService, type MemberPaymentsDeps } from './member-payments.service';

/** One's own charges and accounts: never kept by shared caches. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

type Options = FeesRoutesOptions & { payments: MemberPaymentsDeps['payments']; changes: ChangeFeed };

/** The member's and guardian's Payments page (issue 23 part 3): the routes of FEES_MEMBER_ROUTES. */
export const memberPaymentsRoutes: FastifyPluginAsync<Options> = async (scope, { data, config, payments, changes }) => {
  const app = scope as ApiScope;
  // The bookings' clock is the app's test clock (end-to-end runs): "overdue" follows it too.
  const now = bookingsClock(config);
  // Every read of the page needs whose charges the caller sees: kept between requests.
  const payers = new PayersCache(changes);
  // And the page's two lists themselves, serialized (account-lists-cache.ts): its busiest reads.
  const lists = new AccountListsCache(changes);
  const service = new MemberPaymentsService(data, { payments, payers, lists, appUrl: config.appUrl, now });
  const mandates = new MandatesService(data, { now, payers, lists });

  registerRoute(app, MY.people, ({ ctx, reply }) => {
    personal(reply);
    return service.payers(ctx, MY.people.path);
  });
  registerRoute(app, MY.charges, async ({ ctx, reply }) => sendJsonBody(personal(reply), await service.chargesBody(ctx, MY.charges.path)));
  registerRoute(app, MY.pay, ({ ctx, params }) => service.pay(ctx, params.chargeHash));
  registerRoute(
    app,
    MY.receipt,
    async ({ ctx, params, reply }) => {
      const file = await service.receipt(ctx, params.chargeHash);
      return personal(reply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.pdf);
    },
    { produces: ['application/pdf'] },
  );
  registerRoute(app, MY.mandates, async ({ ctx, reply }) => sendJsonBody(personal(reply), await mandates.listBody(ctx, MY.mandates.path)));
  registerRoute(app, MY.createMandate, ({ ctx, body }) => mandates.create(ctx, body));
  registerRoute(app, MY.changeMandate, ({ ctx, params, body }) => mandates.change(ctx, params.mandateHash, body));
  registerRoute(app, MY.revokeMandate, ({ ctx, params }) => mandates.revoke(ctx, params.mandateHash));
};
