import { AppConfigSchema } from './app-config';
import { defineRoute } from './common/route';
import { FIRST_PAGE_CALLS } from './first-page.paths';

/** Runtime settings of the web app (read once per page load, before anyone signs in). */
export const APP_CONFIG_ROUTES = {
  read: defineRoute({
    method: 'GET',
    path: FIRST_PAGE_CALLS.appConfig.path,
    summary: 'Runtime settings of the web app',
    tags: ['app'],
    access: 'public',
    status: 200,
    response: AppConfigSchema,
  }),
} as const;
