import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, ONBOARDING_ROUTES as ONBOARDING } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import { LOGO_CONTENT_TYPE } from '../../../lib/uploads/image';
import { sendPublicImage, uploadedBytes } from '../../../lib/uploads/image-routes';
import type { OnboardingData } from '../onboarding.data';
import { LogoService } from './logo.service';

/** Its own scope: multipart bodies are accepted by these routes only. */
export const logoRoutes: FastifyPluginAsync<{ data: OnboardingData; files: FileStorage }> = async (scope, { data, files }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new LogoService(data, files);

  // Past LOGO_MAX_BYTES (the multipart fileSize limit), 413.
  registerRoute(app, ONBOARDING.uploadLogo, ({ ctx, request }) => service.upload(ctx, () => uploadedBytes(request)));

  registerRoute(
    app,
    ONBOARDING.logo,
    async ({ params, query, reply }) => {
      const logo = await service.read(params.clubHash, query.v);
      return sendPublicImage(reply, { bytes: logo.data, current: logo.current });
    },
    { produces: [LOGO_CONTENT_TYPE] },
  );
};
