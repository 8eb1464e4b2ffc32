import multipart from '@fastify/multipart';
import { SPONSOR_IMAGE_MAX_BYTES, SPONSORS_ROUTES as SPONSORS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import { sendJsonBody } from '../../lib/http';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { FileStorage } from '../../lib/uploads/file-storage';
import { LOGO_CONTENT_TYPE } from '../../lib/uploads/image';
import type { SponsorsData } from './sponsors.data';
import { CLICK_PER_VISITOR, isNavigation } from './sponsor-clicks';
import { SponsorsService } from './sponsors.service';

/** Sponsors (issue 11 part 1); its own scope, for the logo upload's multipart parser. */
type Options = {
  data: SponsorsData;
  limiter: RateLimiter;
  files: FileStorage;
  /** The public list's sent bodies, per club, until a sponsor of the club changes (SPONSOR_TABLES). */
  lists: BoundedCache<string>;
};

export const sponsorsRoutes: FastifyPluginAsync<Options> = async (scope, { data, limiter, files, lists }) => {
  const app = scope as ApiScope;
  await app.register(multipart, { limits: { fileSize: SPONSOR_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new SponsorsService(data, files, lists);

  // The portal's hot path: a kept, already serialized body sent as it is.
  registerRoute(app, SPONSORS.list, async ({ params, request, reply }) =>
    sendJsonBody(reply, await service.listBody(params.clubHash, request.url)),
  );
  registerRoute(app, SPONSORS.create, ({ ctx, body }) => service.create(ctx, body));
  registerRoute(app, SPONSORS.reorder, ({ ctx, body, request }) => service.reorder(ctx, body, request.url));
  registerRoute(app, SPONSORS.clicks, ({ ctx, request }) => service.clicks(ctx, request.url));
  registerRoute(app, SPONSORS.update, ({ ctx, params, body }) => service.update(ctx, params.sponsorHash, body));
  registerRoute(app, SPONSORS.remove, ({ ctx, params }) => service.remove(ctx, params.sponsorHash).then(() => null));
  registerRoute(app, SPONSORS.uploadImage, ({ ctx, params, request }) =>
    service.uploadImage(ctx, params.sponsorHash, async () => {
      if (!request.isMultipart()) return undefined;
      const file = await request.file();
      // toBuffer() throws a 413 past the multipart fileSize limit.
      return file ? await file.toBuffer() : undefined;
    }),
  );
  registerRoute(
    app,
    SPONSORS.image,
    async ({ params, query, reply }) => {
      const image = await service.image(params.clubHash, params.sponsorHash, query.v);
      return reply
        .header('content-type', LOGO_CONTENT_TYPE)
        .header('cache-control', image.current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(image.data);
    },
    { produces: [LOGO_CONTENT_TYPE] },
  );
  registerRoute(app, SPONSORS.visit, async ({ ctx, params, request, reply }) => {
    const navigation = isNavigation(request.headers);
    const url = await service.visit(
      params.clubHash,
      params.sponsorHash,
      async (sponsorId) => navigation && (await limiter.hit(CLICK_PER_VISITOR, `${sponsorId} ${ctx.ip}`)).allowed,
    );
    // Never cached: a later visit may count.
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });
};
