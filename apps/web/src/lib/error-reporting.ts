import { ERROR_REPORTING_SAMPLE_RATES, type AppConfig } from '@tribuna/contract';

/**
 * Switches Sentry on only when a DSN is configured. The SDK is imported dynamically so it never
 * weighs on the first page load.
 */
export async function startErrorReporting(config: AppConfig): Promise<void> {
  if (!config.sentryDsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.sentryDsn,
    release: config.release,
    environment: config.environment,
    sampleRate: ERROR_REPORTING_SAMPLE_RATES.errors,
    tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysOnError,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
  });
}
