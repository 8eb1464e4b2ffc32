import multipart from '@fastify/multipart';
import {
  ClubHashParamsSchema,
  PEOPLE_IMPORT_MAX_BYTES,
  PeopleExportQuerySchema,
  PeopleImportCommitResponseSchema,
  PeopleImportParamsSchema,
  PeopleImportSchema,
  PeopleImportUploadQuerySchema,
  UpdatePeopleImportBodySchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import { withErrors } from '../../../lib/http';
import { requireClubContext } from '../../../plugins/club-context.plugin';
import { CSV_TYPE, PeopleExport, XLSX_TYPE } from './people-export';
import { PeopleImportService } from './people-import.service';

type Options = { db: Db; changes: ChangeFeed };

/** Its own scope: multipart bodies are accepted by the upload only. */
export const peopleImportRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes }) => {
  await app.register(multipart, { limits: { fileSize: PEOPLE_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new PeopleImportService(db);
  const exporter = new PeopleExport(db);

  app.post(
    '/clubs/:clubHash/people/imports',
    {
      schema: {
        tags: ['people'],
        summary: 'Upload a CSV or XLSX of people (multipart "file"): columns, preview and suggested mapping',
        consumes: ['multipart/form-data'],
        params: ClubHashParamsSchema,
        querystring: PeopleImportUploadQuerySchema,
        // 429: more files are being read at once than the server reads in parallel.
        response: withErrors({ 201: PeopleImportSchema }, [400, 401, 403, 404, 413, 429]),
      },
    },
    async (request, reply) => {
      const read = async () => {
        if (!request.isMultipart()) return undefined;
        const file = await request.file();
        // toBuffer() throws a 413 error past PEOPLE_IMPORT_MAX_BYTES.
        return file ? { bytes: await file.toBuffer(), fileName: file.filename } : undefined;
      };
      const created = await service.upload(requireClubContext(request), read, request.query.type);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/clubs/:clubHash/people/imports/:importHash',
    {
      schema: {
        tags: ['people'],
        summary: 'An import session: status, progress (processed of total), counts and row errors',
        params: PeopleImportParamsSchema,
        response: withErrors({ 200: PeopleImportSchema }, [401, 403, 404]),
      },
    },
    (request) => service.read(requireClubContext(request), request.params.importHash),
  );

  app.patch(
    '/clubs/:clubHash/people/imports/:importHash',
    {
      schema: {
        tags: ['people'],
        summary: 'Set the column mapping, type and rows to skip; validates every row (merge-patch)',
        params: PeopleImportParamsSchema,
        body: UpdatePeopleImportBodySchema,
        response: withErrors({ 200: PeopleImportSchema }, [400, 401, 403, 404, 409, 415]),
      },
    },
    (request) => service.update(requireClubContext(request), request.params.importHash, request.body),
  );

  app.post(
    '/clubs/:clubHash/people/imports/:importHash/commit',
    {
      schema: {
        tags: ['people'],
        summary: 'Write every row not skipped, all or none (409 while rows have errors)',
        params: PeopleImportParamsSchema,
        response: withErrors({ 200: PeopleImportCommitResponseSchema }, [401, 403, 404, 409]),
      },
    },
    async (request) => {
      const result = await service.commit(requireClubContext(request), request.actor!, request.params.importHash, request.ip);
      changes.invalidate('profiles');
      return result;
    },
  );

  app.get(
    '/clubs/:clubHash/people/export',
    {
      schema: {
        tags: ['people'],
        summary: 'The filtered people list as CSV or XLSX (same filters as the list)',
        params: ClubHashParamsSchema,
        querystring: PeopleExportQuerySchema,
        produces: [CSV_TYPE, XLSX_TYPE],
        response: withErrors({ 200: z.any() }, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => {
      const file = await exporter.export(requireClubContext(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
