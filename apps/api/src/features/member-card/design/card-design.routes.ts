import multipart from '@fastify/multipart';
import { CARD_BACKGROUND_MAX_BYTES, CARD_DESIGN_ROUTES as DESIGN } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../../config';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import { LocalFileStorage } from '../../../lib/uploads/file-storage';
import { IMAGE_CONTENT_TYPE } from '../../../lib/uploads/image';
import type { Data } from '../../../repositories';
import { CardDesignService } from './card-design.service';

/** The card design routes; their own scope, so multipart bodies are accepted here only. */
export const cardDesignRoutes: FastifyPluginAsync<{ data: Data; config: ResolvedConfig }> = async (scope, { data, config }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: CARD_BACKGROUND_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new CardDesignService(data, new LocalFileStorage(join(config.dataDir, 'uploads')));

  registerRoute(app, DESIGN.read, ({ ctx }) => service.read(ctx));
  registerRoute(app, DESIGN.update, ({ ctx, body }) => service.update(ctx, body));
  registerRoute(app, DESIGN.uploadBackground, ({ ctx, request }) =>
    service.uploadBackground(ctx, async () => {
      if (!request.isMultipart()) return undefined;
      const file = await request.file();
      // toBuffer() throws a 413 error past CARD_BACKGROUND_MAX_BYTES (the multipart limit).
      return file ? await file.toBuffer() : undefined;
    }),
  );
  registerRoute(
    app,
    DESIGN.background,
    async ({ params, query, reply }) => {
      const background = await service.background(params.clubHash, query.v);
      return reply
        .header('content-type', IMAGE_CONTENT_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', background.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(background.picture);
    },
    { produces: [IMAGE_CONTENT_TYPE] },
  );
};
