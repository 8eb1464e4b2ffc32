import multipart from '@fastify/multipart';
import { PERSON_PHOTO_ROUTES as PHOTO, PHOTO_MAX_BYTES } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { FileStorage } from '../../lib/uploads/file-storage';
import { IMAGE_CONTENT_TYPE } from '../../lib/uploads/image';
import type { PersonPhotoData } from './person-photo.data';
import { PersonPhotoService } from './person-photo.service';

type Options = { data: PersonPhotoData; files: FileStorage };

/** Its own scope: multipart bodies are accepted by the upload route only (PERSON_PHOTO_ROUTES). */
export const personPhotoRoutes: FastifyPluginAsync<Options> = async (scope, { data, files }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new PersonPhotoService(data, files);

  registerRoute(app, PHOTO.upload, ({ ctx, params, request }) => {
    const read = async () => {
      if (!request.isMultipart()) return undefined;
      const file = await request.file();
      // toBuffer() throws a 413 error past PHOTO_MAX_BYTES (the multipart fileSize limit).
      return file ? await file.toBuffer() : undefined;
    };
    return service.upload(ctx, params.personHash, read);
  });
  registerRoute(app, PHOTO.remove, ({ ctx, params }) => service.remove(ctx, params.personHash).then(() => null));
  registerRoute(
    app,
    PHOTO.read,
    async ({ params, query, reply }) => {
      const image = await service.read(params.clubHash, params.personHash, query.v);
      // The address changes with every upload: the browser may keep it, shared caches may not.
      return reply
        .header('content-type', IMAGE_CONTENT_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image);
    },
    { produces: [IMAGE_CONTENT_TYPE] },
  );
};
