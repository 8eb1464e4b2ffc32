import { CLUB_SETTINGS_ROUTES as SETTINGS } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { ClubSettingsData } from './club-settings.data';
import { ClubSettingsService } from './club-settings.service';

/**
 * Administration → Settings (issue 4 part 6), privacy/terms acceptance, and the admins' feature
 * switches: the routes of the contract's CLUB_SETTINGS_ROUTES table. The logo is uploaded
 * through POST /api/clubs/{clubHash}/logo (onboarding).
 */
export const clubSettingsRoutes: FastifyPluginAsync<{ data: ClubSettingsData }> = async (scope, { data }) => {
  const app = scope as ApiScope;
  const service = new ClubSettingsService(data);

  registerRoute(app, SETTINGS.read, ({ ctx }) => service.read(ctx));
  registerRoute(app, SETTINGS.update, ({ ctx, body }) => service.update(ctx, body));
  registerRoute(app, SETTINGS.privacy, ({ ctx }) => service.privacyStatus(ctx));
  registerRoute(app, SETTINGS.acceptPrivacy, ({ ctx, body }) => service.accept(ctx, body));
  registerRoute(app, SETTINGS.features, ({ ctx }) => service.features(ctx));
  registerRoute(app, SETTINGS.switchFeatures, ({ ctx, body }) => service.switchFeatures(ctx, body));
};
