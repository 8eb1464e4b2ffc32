/**
 * Sample rates of spec 9 for error reporting. A module of its own, without schemas: the app
 * shell reads it on the first page, which ships without the schema library.
 */
export const ERROR_REPORTING_SAMPLE_RATES = {
  errors: 0.25,
  traces: 1,
  replaysSession: 0.1,
  replaysOnError: 1,
} as const;
