import multipart from '@fastify/multipart';
import { CARD_BACKGROUND_MAX_BYTES, CARD_DESIGN_ROUTES as DESIGN } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../../lib/route/register-route';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import { IMAGE_CONTENT_TYPE } from '../../../lib/uploads/image';
import { sendPublicImage, uploadedBytes } from '../../../lib/uploads/image-routes';
import type { MemberCardData } from '../member-card.data';
import { CardDesignService } from './card-design.service';

/** The card design routes; their own scope, so multipart bodies are accepted here only. */
export const cardDesignRoutes: FastifyPluginAsync<{ data: MemberCardData; files: FileStorage }> = async (scope, { data, files }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: CARD_BACKGROUND_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new CardDesignService(data, files);

  registerRoute(app, DESIGN.read, ({ ctx }) => service.read(ctx));
  registerRoute(app, DESIGN.update, ({ ctx, body }) => service.update(ctx, body));
  // Past CARD_BACKGROUND_MAX_BYTES (the multipart limit), 413.
  registerRoute(app, DESIGN.uploadBackground, ({ ctx, request }) => service.uploadBackground(ctx, () => uploadedBytes(request)));
  registerRoute(
    app,
    DESIGN.background,
    async ({ params, query, reply }) => {
      const background = await service.background(params.clubHash, query.v);
      return sendPublicImage(reply, { bytes: background.picture, current: background.current });
    },
    { produces: [IMAGE_CONTENT_TYPE] },
  );
};
