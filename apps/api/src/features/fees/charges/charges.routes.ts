import { FEES_CHARGES_ROUTES as FEES } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { DateTime } from 'luxon';
import { bookingsClock } from '../../../lib/bookings-clock';
import { enforce } from '../../../lib/rate-limit/rate-limiter';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import { FEES_RATE_RULES } from '../fees.rate-limits';
import type { FeesRoutesOptions } from '../fees.routes';
import { CHARGES_LIST_TOPICS, ChargesService } from './charges.service';
import { FeesService } from './fees.service';

/** The clubs' wall clock (Spain's): a charge is overdue the day after its due date there. */
export const CLUB_TIME_ZONE = 'Europe/Madrid';

/** Fees and their charges, the manager's side (issue 23 part 2). */
export const chargesRoutes: FastifyPluginAsync<FeesRoutesOptions> = async (scope, { data, config, limiter }) => {
  const app = scope as ApiScope;
  const now = bookingsClock(config);
  const today = () => DateTime.fromJSDate(now()).setZone(CLUB_TIME_ZONE).toISODate()!;
  const fees = new FeesService(data, today);
  const charges = new ChargesService(data, today, config.appUrl, {
    totals: app.changes.cache<number>(CHARGES_LIST_TOPICS, { maxEntries: 5_000 }),
    pages: app.changes.cache<number[]>(CHARGES_LIST_TOPICS, { maxEntries: 5_000 }),
  });
  const reminderAllowance = async (reply: Parameters<typeof enforce>[0], clubId: number) =>
    enforce(reply, await limiter.hit(FEES_RATE_RULES.feeRemindersPerClub, String(clubId)));

  registerRoute(app, FEES.fees, ({ ctx, query, request }) => fees.list(ctx, request.url, query.page, query.itemsPerPage));
  registerRoute(app, FEES.createFee, ({ ctx, body }) => fees.create(ctx, body));
  registerRoute(app, FEES.fee, ({ ctx, params }) => fees.detail(ctx, params.feeHash));
  registerRoute(app, FEES.sendFee, ({ ctx, params }) => fees.send(ctx, params.feeHash));
  registerRoute(app, FEES.feeCharges, ({ ctx, params, query, request }) => charges.list(ctx, params.feeHash, query, request.url));
  registerRoute(app, FEES.remindOverdue, async ({ ctx, params, reply }) => {
    await reminderAllowance(reply, ctx.club.id);
    return charges.remindOverdue(ctx, params.feeHash);
  });
  registerRoute(app, FEES.changeCharge, ({ ctx, params, body }) => charges.changeAmount(ctx, params.chargeHash, body));
  registerRoute(app, FEES.exemptCharge, ({ ctx, params, body }) => charges.exempt(ctx, params.chargeHash, body));
  registerRoute(app, FEES.cancelCharge, ({ ctx, params, body }) => charges.cancel(ctx, params.chargeHash, body));
  registerRoute(app, FEES.markChargePaid, ({ ctx, params, body }) => charges.markPaid(ctx, params.chargeHash, body));
  registerRoute(app, FEES.remindCharge, async ({ ctx, params, reply }) => {
    await reminderAllowance(reply, ctx.club.id);
    return charges.remindOne(ctx, params.chargeHash);
  });
};
