import { AppConfigSchema } from './app-config';
import { defineRoute } from './common/route';

/** Runtime settings of the web app (read once per page load, before anyone signs in). */
export const APP_CONFIG_ROUTES = {
  read: defineRoute({
    method: 'GET',
    path: '/api/app-config',
    summary: 'Runtime settings of the web app',
    tags: ['app'],
    access: 'public',
    status: 200,
    response: AppConfigSchema,
  }),
} as const;
