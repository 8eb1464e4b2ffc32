import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, ONBOARDING_ROUTES as ONBOARDING } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../../config';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import { LocalFileStorage } from '../../../lib/uploads/file-storage';
import { LOGO_CONTENT_TYPE } from '../../../lib/uploads/image';
import type { Data } from '../../../repositories';
import { LogoService } from './logo.service';

/** Its own scope: multipart bodies are accepted by these routes only. */
export const logoRoutes: FastifyPluginAsync<{ data: Data; config: ResolvedConfig }> = async (scope, { data, config }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new LogoService(data, new LocalFileStorage(join(config.dataDir, 'uploads')));

  registerRoute(app, ONBOARDING.uploadLogo, ({ ctx, request }) =>
    service.upload(ctx, async () => {
      if (!request.isMultipart()) return undefined;
      const file = await request.file();
      // toBuffer() throws a 413 error past LOGO_MAX_BYTES (the multipart fileSize limit).
      return file ? await file.toBuffer() : undefined;
    }),
  );

  registerRoute(
    app,
    ONBOARDING.logo,
    async ({ params, query, reply }) => {
      const logo = await service.read(params.clubHash, query.v);
      return reply
        .header('content-type', LOGO_CONTENT_TYPE)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', logo.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(logo.data);
    },
    { produces: [LOGO_CONTENT_TYPE] },
  );
};
