/**
 * Addresses of the calls the light first pages make (login, portal; see apps/web/src/light):
 * plain strings, no schemas, so those pages load without zod. The route table uses the same
 * constants, so the two cannot drift apart.
 */
export const FIRST_PAGE_CALLS = {
  login: { method: 'POST', path: '/api/authentication_token' },
  appConfig: { method: 'GET', path: '/api/app-config' },
} as const;
