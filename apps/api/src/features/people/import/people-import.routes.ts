import multipart from '@fastify/multipart';
import { PEOPLE_IMPORT_MAX_BYTES, PEOPLE_IMPORT_ROUTES as IMPORTS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { PeopleData } from '../people.data';
import { PeopleImportService } from './people-import.service';

/** Its own scope: multipart bodies are accepted by the upload only (PEOPLE_IMPORT_ROUTES). */
export const peopleImportRoutes: FastifyPluginAsync<{ data: PeopleData }> = async (scope, { data }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: PEOPLE_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new PeopleImportService(data);

  registerRoute(app, IMPORTS.upload, ({ ctx, query, request }) => {
    const read = async () => {
      if (!request.isMultipart()) return undefined;
      const file = await request.file();
      // toBuffer() throws a 413 error past PEOPLE_IMPORT_MAX_BYTES.
      return file ? { bytes: await file.toBuffer(), fileName: file.filename } : undefined;
    };
    return service.upload(ctx, read, query.type);
  });
  registerRoute(app, IMPORTS.read, ({ ctx, params }) => service.read(ctx, params.importHash));
  registerRoute(app, IMPORTS.update, ({ ctx, params, body }) => service.update(ctx, params.importHash, body));
  registerRoute(app, IMPORTS.commit, ({ ctx, params }) => service.commit(ctx, params.importHash));
};
