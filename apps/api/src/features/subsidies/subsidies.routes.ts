import multipart from '@fastify/multipart';
import { RECEIPT_MAX_BYTES, SUBSIDIES_ROUTES as SUBSIDIES } from '@tribuna/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { FileStorage } from '../../lib/uploads/file-storage';
import { ExpensesService } from './expenses.service';
import { JustificationService } from './justification.service';
import type { SubsidiesData } from './subsidies.data';
import { SubsidiesService, type SubsidiesTeams } from './subsidies.service';

type Options = { data: SubsidiesData; files: FileStorage; teams: SubsidiesTeams };

/** A file as a download only: never shown by the browser as a page of this site, never kept by shared caches. */
const sendFile = (reply: FastifyReply, file: { data: Buffer; name: string; contentType: string }) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);

/** Subsidies (issue 25 part 3): the contract's SUBSIDIES_ROUTES. */
export const subsidiesRoutes: FastifyPluginAsync<Options> = async (scope, { data, files, teams }) => {
  const app = scope as ApiScope;
  const subsidies = new SubsidiesService(data, files, teams);
  const expenses = new ExpensesService(data, files, subsidies);
  const justification = new JustificationService(data, subsidies);

  registerRoute(app, SUBSIDIES.list, ({ ctx, request }) => subsidies.list(ctx, request.url));
  registerRoute(app, SUBSIDIES.create, ({ ctx, body }) => subsidies.create(ctx, body));
  registerRoute(app, SUBSIDIES.read, ({ ctx, params }) => subsidies.read(ctx, params.subsidyHash));
  registerRoute(app, SUBSIDIES.update, ({ ctx, params, body }) => subsidies.update(ctx, params.subsidyHash, body));
  registerRoute(app, SUBSIDIES.remove, ({ ctx, params }) => subsidies.remove(ctx, params.subsidyHash).then(() => null));
  registerRoute(app, SUBSIDIES.beneficiaries, ({ ctx, params, query, request }) =>
    subsidies.beneficiaries(ctx, params.subsidyHash, query, request.url),
  );
  registerRoute(app, SUBSIDIES.addBeneficiaries, ({ ctx, params, body }) => subsidies.addBeneficiaries(ctx, params.subsidyHash, body));
  registerRoute(app, SUBSIDIES.removeBeneficiary, ({ ctx, params }) =>
    subsidies.removeBeneficiary(ctx, params.subsidyHash, params.personHash).then(() => null),
  );
  registerRoute(app, SUBSIDIES.expenses, ({ ctx, params, request }) => expenses.list(ctx, params.subsidyHash, request.url));
  registerRoute(app, SUBSIDIES.createExpense, ({ ctx, params, body }) => expenses.create(ctx, params.subsidyHash, body));
  registerRoute(app, SUBSIDIES.updateExpense, ({ ctx, params, body }) =>
    expenses.update(ctx, params.subsidyHash, params.expenseHash, body),
  );
  registerRoute(app, SUBSIDIES.removeExpense, ({ ctx, params }) =>
    expenses.remove(ctx, params.subsidyHash, params.expenseHash).then(() => null),
  );
  registerRoute(
    app,
    SUBSIDIES.receipt,
    async ({ ctx, params, reply }) => sendFile(reply, await expenses.receipt(ctx, params.subsidyHash, params.expenseHash)),
    { produces: ['application/octet-stream'] },
  );
  registerRoute(
    app,
    SUBSIDIES.justification,
    async ({ ctx, params, query, reply }) => {
      const file = await justification.file(ctx, params.subsidyHash, query.format);
      return sendFile(reply, { data: file.data, name: file.fileName, contentType: file.contentType });
    },
    { produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  );

  // Its own scope: multipart bodies are accepted by the receipt upload only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    registerRoute(uploads as ApiScope, SUBSIDIES.uploadReceipt, ({ ctx, params, request }) =>
      expenses.uploadReceipt(ctx, params.subsidyHash, params.expenseHash, async () => {
        if (!request.isMultipart()) return undefined;
        const file = await request.file();
        // toBuffer() throws a 413 past RECEIPT_MAX_BYTES (the multipart fileSize limit).
        return file ? { data: await file.toBuffer(), fileName: file.filename } : undefined;
      }),
    );
  });
};
