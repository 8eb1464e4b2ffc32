import { z } from 'zod';

/**
 * GET /api/app-config (public): runtime settings the SPA needs. Served by the API so one build
 * runs anywhere, and so no inline script is needed (the CSP forbids them).
 */
export const AppConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'staging', 'production']),
  release: z.string(),
  /** Text of the staging banner, or null when none is configured. */
  stagingBanner: z.string().nullable(),
  /** Sentry DSN; error reporting is switched on only when this is set. */
  sentryDsn: z.string().nullable(),
  /** Older application to hand unmatched paths to, or null (then the 404 page shows). */
  legacyAppUrl: z.string().nullable(),
  /** Support chat widget URL, or null when none. */
  supportChatUrl: z.string().nullable(),
  /** The platform's support address (managers' Support page), or null when none. */
  supportEmail: z.string().nullable(),
  /** Demo mode: demo accounts and the developer outbox page; the app shows a demo banner. */
  demo: z.boolean(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
