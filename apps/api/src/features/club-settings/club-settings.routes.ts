import {
  AcceptClubPrivacyBodySchema,
  AdminClubFeatureListSchema,
  ClubHashParamsSchema,
  ClubPrivacyStatusSchema,
  ClubSettingsSchema,
  UpdateClubFeaturesBodySchema,
  UpdateClubSettingsBodySchema,
} from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { withErrors } from '../../lib/http';
import { requireClubContext } from '../../plugins/club-context.plugin';
import { ClubSettingsService } from './club-settings.service';

/**
 * Administration → Settings (issue 4 part 6), privacy/terms acceptance, and the admins' feature
 * switches. The logo is uploaded through POST /api/clubs/{clubHash}/logo (onboarding).
 */
export const clubSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (app, { db, changes }) => {
  const service = new ClubSettingsService(db);
  const tags = ['club-settings'];

  app.get(
    '/clubs/:clubHash/settings',
    {
      schema: {
        tags,
        summary: "The club's settings (managers)",
        params: ClubHashParamsSchema,
        response: withErrors({ 200: ClubSettingsSchema }, [401, 403, 404]),
      },
    },
    (request) => service.read(requireClubContext(request)),
  );

  app.patch(
    '/clubs/:clubHash/settings',
    {
      schema: {
        tags,
        summary: 'Change the club settings (merge-patch; publishNewVersion asks members to accept again)',
        params: ClubHashParamsSchema,
        body: UpdateClubSettingsBodySchema,
        response: withErrors({ 200: ClubSettingsSchema }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const settings = await service.update(requireClubContext(request), request.body, request.actor!, request.ip);
      changes.invalidate('clubs');
      return settings;
    },
  );

  app.get(
    '/clubs/:clubHash/privacy',
    {
      schema: {
        tags,
        summary: "The club's privacy policy and terms, and whether the caller must accept them",
        params: ClubHashParamsSchema,
        response: withErrors({ 200: ClubPrivacyStatusSchema }, [401, 403, 404]),
      },
    },
    (request) => service.privacyStatus(requireClubContext(request)),
  );

  app.post(
    '/clubs/:clubHash/privacy/accept',
    {
      // Consent is personal: nobody gives it for someone else while impersonating them.
      config: { forbidWhileImpersonating: true },
      schema: {
        tags,
        summary: 'Accept the current privacy policy and terms versions (409 if a newer one was published)',
        params: ClubHashParamsSchema,
        body: AcceptClubPrivacyBodySchema,
        response: withErrors({ 200: ClubPrivacyStatusSchema }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const status = await service.accept(requireClubContext(request), request.body);
      changes.invalidate('users');
      return status;
    },
  );

  app.get(
    '/admin/clubs/:clubHash/features',
    {
      schema: {
        tags,
        summary: 'Every feature code with its state for the club (admins)',
        params: ClubHashParamsSchema,
        response: withErrors({ 200: AdminClubFeatureListSchema }, [401, 403, 404]),
      },
    },
    (request) => service.features(requireClubContext(request)),
  );

  app.put(
    '/admin/clubs/:clubHash/features',
    {
      config: { forbidWhileImpersonating: true },
      schema: {
        tags,
        summary: 'Set the enabled feature codes of the club (admins); applies at once everywhere',
        params: ClubHashParamsSchema,
        body: UpdateClubFeaturesBodySchema,
        response: withErrors({ 200: AdminClubFeatureListSchema }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const features = await service.switchFeatures(requireClubContext(request), request.body, request.actor!, request.ip);
      changes.invalidate('club_features');
      return features;
    },
  );
};
