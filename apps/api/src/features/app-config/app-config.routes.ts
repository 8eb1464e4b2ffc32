import { AppConfigSchema, RELEASE_VERSION, type AppConfig } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResolvedConfig } from '../../config';

/** Runtime settings for the SPA, so one build runs in every environment without inline scripts. */
export function presentAppConfig(config: ResolvedConfig): AppConfig {
  const environment =
    config.nodeEnv === 'production' ? (config.stagingBanner ? 'staging' : 'production') : config.nodeEnv;
  return {
    environment,
    release: RELEASE_VERSION,
    stagingBanner: config.stagingBanner,
    sentryDsn: config.sentryDsn,
    legacyAppUrl: config.legacyAppUrl,
    supportChatUrl: config.supportChatUrl,
    demo: config.demoMode,
  };
}

export const appConfigRoutes: FastifyPluginAsyncZod<{ config: ResolvedConfig }> = async (app, { config }) => {
  const body = presentAppConfig(config);
  app.get(
    '/app-config',
    {
      config: { public: true },
      schema: { tags: ['app'], summary: 'Runtime settings of the web app', response: { 200: AppConfigSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
