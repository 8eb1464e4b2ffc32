import { APP_CONFIG_ROUTES, RELEASE_VERSION, type AppConfig } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ResolvedConfig } from '../../config';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';

/** Runtime settings for the SPA, so one build runs in every environment without inline scripts. */
export function presentAppConfig(config: ResolvedConfig): AppConfig {
  const environment = config.nodeEnv === 'production' ? (config.stagingBanner ? 'staging' : 'production') : config.nodeEnv;
  return {
    environment,
    release: RELEASE_VERSION,
    stagingBanner: config.stagingBanner,
    sentryDsn: config.sentryDsn,
    legacyAppUrl: config.legacyAppUrl,
    supportChatUrl: config.supportChatUrl,
    supportEmail: config.supportEmail,
    demo: config.demoMode,
  };
}

export const appConfigRoutes: FastifyPluginAsync<{ config: ResolvedConfig }> = async (scope, { config }) => {
  const body = presentAppConfig(config);
  registerRoute(scope as ApiScope, APP_CONFIG_ROUTES.read, ({ reply }) => {
    // Re-read on every page load: a deployment may change the settings without a new build.
    reply.header('cache-control', 'no-cache');
    return body;
  });
};
