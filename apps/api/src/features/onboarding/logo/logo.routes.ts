import multipart from '@fastify/multipart';
import { ClubHashParamsSchema, LOGO_MAX_BYTES, PublicClubSchema } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { z } from 'zod';
import type { ResolvedConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import { withErrors } from '../../../lib/http';
import { requireClubContext } from '../../../plugins/club-context.plugin';
import { LocalFileStorage } from '../../../lib/uploads/file-storage';
import { LOGO_CONTENT_TYPE } from '../../../lib/uploads/image';
import { LogoService } from './logo.service';

type Options = { db: Db; changes: ChangeFeed; config: ResolvedConfig };

/** Its own scope: multipart bodies are accepted by these routes only. */
export const logoRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, changes, config }) => {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new LogoService(db, new LocalFileStorage(join(config.dataDir, 'uploads')));

  app.post(
    '/clubs/:clubHash/logo',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Upload the club logo (multipart field "file": PNG, JPEG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        params: ClubHashParamsSchema,
        response: withErrors({ 200: PublicClubSchema }, [400, 401, 403, 404, 413]),
      },
    },
    async (request) => {
      const read = async () => {
        if (!request.isMultipart()) return undefined;
        const file = await request.file();
        // toBuffer() throws a 413 error past LOGO_MAX_BYTES (the multipart fileSize limit).
        return file ? await file.toBuffer() : undefined;
      };
      const club = await service.upload(requireClubContext(request), request.actor!, read, request.ip);
      changes.invalidate('clubs');
      return club;
    },
  );

  app.get(
    '/clubs/:clubHash/logo',
    {
      config: { public: true },
      schema: {
        tags: ['onboarding'],
        summary: "The club's logo (public; cached for a year when the version matches)",
        params: ClubHashParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
        produces: [LOGO_CONTENT_TYPE],
        response: withErrors({ 200: z.any() }, [404]),
      },
    },
    async (request, reply) => {
      const logo = await service.read(request.params.clubHash, request.query.v);
      return reply
        .header('content-type', LOGO_CONTENT_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', logo.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(logo.data);
    },
  );
};
