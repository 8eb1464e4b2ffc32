import { DATA_RIGHTS_ROUTES as RIGHTS } from '@tribuna/contract/data-rights.routes';
import type { FastifyPluginAsync } from 'fastify';
import { enforce, type RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { FileStorage } from '../../lib/uploads/file-storage';
import { AuditLogService } from './audit/audit-log.service';
import type { DataRightsData } from './data-rights.data';
import { DATA_RIGHTS_RATE_RULES } from './data-rights.rate-limits';
import { ErasureService } from './erasure/erasure.service';
import { ClubExportService } from './export/club-export.service';
import { personExportPdf } from './export/person-export-pdf';
import { PersonExportService } from './export/person-export.service';
import { languageOf } from './export/rights-texts';

type Options = { data: DataRightsData; files: FileStorage; limiter: RateLimiter };

const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

/** Audit and data rights (issue 25 part 4): the routes of the contract's DATA_RIGHTS_ROUTES table. */
export const dataRightsRoutes: FastifyPluginAsync<Options> = async (scope, { data, files, limiter }) => {
  const app = scope as ApiScope;
  const audit = new AuditLogService(data.read.auditLog);
  const exports = new PersonExportService(data.read.personExport);
  const clubExport = new ClubExportService(data.read.clubExport, files);
  const erasure = new ErasureService(data, files);

  registerRoute(app, RIGHTS.auditLog, ({ ctx, query, request }) => audit.list(ctx, query, request.url));

  registerRoute(
    app,
    RIGHTS.personExport,
    async ({ ctx, params, query, reply }) => {
      const record = await exports.build(ctx, params.personHash);
      await data.read.audit.record(ctx, {
        action: 'dataRights.personExported',
        target: params.personHash,
        metadata: { format: query.format, children: record.children.length },
      });
      const base = `${ctx.club.shortname}-${params.personHash}-${record.generatedAt.slice(0, 10)}`;
      const [type, body] =
        query.format === 'pdf'
          ? ['application/pdf', await personExportPdf(record, languageOf(ctx.club))]
          : ['application/json; charset=utf-8', `${JSON.stringify(record, null, 2)}\n`];
      return reply
        .header('content-type', type)
        .header('content-disposition', attachment(`${base}.${query.format}`))
        .header('cache-control', 'no-store')
        .send(body);
    },
    { produces: ['application/json', 'application/pdf'] },
  );

  registerRoute(app, RIGHTS.erasurePreview, ({ ctx, params }) => erasure.preview(ctx, params.personHash));
  registerRoute(app, RIGHTS.erasureList, ({ ctx, request }) => erasure.list(ctx, request.url));
  registerRoute(app, RIGHTS.erasureCreate, ({ ctx, body }) => erasure.create(ctx, body));
  registerRoute(app, RIGHTS.erasureApprove, ({ ctx, params }) => erasure.approve(ctx, params.requestHash));
  registerRoute(app, RIGHTS.erasureCancel, ({ ctx, params }) => erasure.cancel(ctx, params.requestHash));

  registerRoute(
    app,
    RIGHTS.clubExport,
    async ({ ctx, reply }) => {
      enforce(reply, await limiter.hit(DATA_RIGHTS_RATE_RULES.clubExportsPerClub, String(ctx.club.id)));
      const zip = await clubExport.build(ctx);
      await data.read.audit.record(ctx, { action: 'dataRights.clubExported', target: ctx.club.publicId, metadata: { bytes: zip.length } });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(clubExport.fileName(ctx)))
        .header('cache-control', 'no-store')
        .send(zip);
    },
    { produces: ['application/zip'] },
  );
};
