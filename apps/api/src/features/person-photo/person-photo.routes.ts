import multipart from '@fastify/multipart';
import { PersonParamsSchema, PersonPhotoQuerySchema, PersonPhotoResponseSchema, PHOTO_MAX_BYTES } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { z } from 'zod';
import type { ResolvedConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { withErrors } from '../../lib/http';
import { LocalFileStorage } from '../../lib/uploads/file-storage';
import { IMAGE_CONTENT_TYPE } from '../../lib/uploads/image';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { PersonPhotoService } from './person-photo.service';

type Options = { db: Db; changes: ChangeFeed; config: ResolvedConfig };

/** Its own scope: multipart bodies are accepted by the upload route only. */
export const personPhotoRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes, config }) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new PersonPhotoService(db, new LocalFileStorage(join(config.dataDir, 'uploads')));
  const path = '/clubs/:clubHash/people/:personHash/photo';

  app.post(
    path,
    {
      schema: {
        tags: ['people'],
        summary: 'Set a person\'s photo (managers; multipart field "file": PNG, JPEG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: PersonParamsSchema,
        response: withErrors({ 200: PersonPhotoResponseSchema }, [400, 401, 403, 404, 413]),
      },
    },
    async (request) => {
      const read = async () => {
        if (!request.isMultipart()) return undefined;
        const file = await request.file();
        // toBuffer() throws a 413 error past PHOTO_MAX_BYTES (the multipart fileSize limit).
        return file ? await file.toBuffer() : undefined;
      };
      const answer = await service.upload(requireClubContext(request), request.actor!, request.params.personHash, read, request.ip);
      changes.invalidate('profiles');
      return answer;
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags: ['people'],
        summary: "Remove a person's photo (managers)",
        params: PersonParamsSchema,
        response: withErrors({ 204: z.null() }, [401, 403, 404]),
      },
    },
    async (request, reply) => {
      await service.remove(requireClubContext(request), request.actor!, request.params.personHash, request.ip);
      changes.invalidate('profiles');
      return reply.status(204).send(null);
    },
  );

  app.get(
    path,
    {
      config: { public: true },
      schema: {
        tags: ['people'],
        summary: "A person's photo, by the address given in their card or page (its version is required)",
        params: PersonParamsSchema,
        querystring: PersonPhotoQuerySchema,
        produces: [IMAGE_CONTENT_TYPE],
        response: withErrors({ 200: z.any() }, [400, 404]),
      },
    },
    async (request, reply) => {
      const data = await service.read(request.params.clubHash, request.params.personHash, request.query.v);
      // The address changes with every upload: the browser may keep it, shared caches may not.
      return reply
        .header('content-type', IMAGE_CONTENT_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(data);
    },
  );
};
