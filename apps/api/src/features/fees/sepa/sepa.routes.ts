import { FEES_SEPA_ROUTES as SEPA } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { DateTime } from 'luxon';
import { bookingsClock } from '../../../lib/bookings-clock';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import { CLUB_TIME_ZONE } from '../../../lib/scheduler/periods';
import type { PaymentsPublic } from '../../payments';
import type { FeesRoutesOptions } from '../fees.routes';
import { BatchesService } from './batches.service';
import { CreditorsService } from './creditors.service';
import { RETURNS_FILE_MAX_BYTES } from './returns-reader';
import { ReturnsService } from './returns.service';

/** SEPA direct debits (issue 23 part 4): creditors, due charges, batches and their file, returns. */
type Options = FeesRoutesOptions & { payments: Pick<PaymentsPublic, 'record' | 'noteRefund'> };

export const sepaRoutes: FastifyPluginAsync<Options> = async (scope, { data, config, payments }) => {
  const app = scope as ApiScope;
  const now = bookingsClock(config);
  const today = () => DateTime.fromJSDate(now()).setZone(CLUB_TIME_ZONE).toISODate()!;
  const creditors = new CreditorsService(data);
  const batches = new BatchesService(data, today, payments);
  const returns = new ReturnsService(data, payments);

  registerRoute(app, SEPA.creditors, ({ ctx, request }) => creditors.list(ctx, request.url));
  registerRoute(app, SEPA.createCreditor, ({ ctx, body }) => creditors.create(ctx, body));
  registerRoute(app, SEPA.updateCreditor, ({ ctx, params, body }) => creditors.update(ctx, params.creditorHash, body));
  registerRoute(app, SEPA.removeCreditor, ({ ctx, params }) => creditors.remove(ctx, params.creditorHash).then(() => null));
  registerRoute(app, SEPA.due, ({ ctx, query }) => batches.due(ctx, query.scheme));
  registerRoute(app, SEPA.batches, ({ ctx, query, request }) => batches.list(ctx, query.page, query.itemsPerPage, request.url));
  registerRoute(app, SEPA.createBatch, ({ ctx, body }) => batches.create(ctx, body));
  registerRoute(
    app,
    SEPA.batchFile,
    async ({ ctx, params, reply }) => {
      const file = await batches.file(ctx, params.batchHash);
      // The debit file holds account numbers: its download is a sensitive action (issue 25).
      await data.read.audit.record(ctx, { action: 'sepa.batchFile.exported', target: params.batchHash });
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.xml);
    },
    { produces: ['application/xml'] },
  );
  registerRoute(app, SEPA.markCollected, ({ ctx, params }) => batches.markCollected(ctx, params.batchHash));
  // The file travels as JSON text: allow the reader's cap plus the JSON escaping around it.
  registerRoute(app, SEPA.importReturns, ({ ctx, body }) => returns.import(ctx, body), { bodyLimit: RETURNS_FILE_MAX_BYTES * 2 });
};
