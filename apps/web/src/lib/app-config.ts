import type { AppConfig } from '@tribuna/contract';
import { useSyncExternalStore } from 'react';
import { FIRST_PAGE_CALLS } from '@tribuna/contract/first-page.paths';
import { apiRequest } from './api-client';

/**
 * Runtime settings from GET /api/app-config (no inline script: the CSP forbids them). Read once
 * per page load by the shell itself, outside the query cache and without the route table's zod
 * schema, so the light login page downloads neither the data-fetching nor the schema library.
 */
let config: AppConfig | undefined;

const nullableText = (value: unknown) => value === null || typeof value === 'string';

/**
 * The answer's shape, checked field by field as the contract's AppConfigSchema declares it (the
 * contract test keeps both in step); anything else is refused like a failed call.
 */
export function checkedAppConfig(value: unknown): AppConfig {
  const candidate = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const ok =
    ['development', 'test', 'staging', 'production'].includes(candidate.environment as string) &&
    typeof candidate.release === 'string' &&
    ['stagingBanner', 'sentryDsn', 'legacyAppUrl', 'supportChatUrl', 'supportEmail'].every((key) => nullableText(candidate[key])) &&
    typeof candidate.demo === 'boolean';
  if (!ok) throw new Error('Unexpected app-config answer');
  return candidate as unknown as AppConfig;
}
let failed = false;
let pending: Promise<AppConfig | undefined> | null = null;
const listeners = new Set<() => void>();

export function loadAppConfig(): Promise<AppConfig | undefined> {
  pending ??= apiRequest<unknown>(FIRST_PAGE_CALLS.appConfig.path, { skipAuth: true })
    .then(checkedAppConfig)
    .then(
      (value) => {
        config = value;
        listeners.forEach((listener) => listener());
        return value;
      },
      () => {
        // Without the settings the app still works: no banner, no hand-off, no error reporting.
        failed = true;
        listeners.forEach((listener) => listener());
        return undefined;
      },
    );
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadAppConfig();
  return () => listeners.delete(listener);
}

const snapshot = () => config;

export function useAppConfig(): { data: AppConfig | undefined; isPending: boolean } {
  const data = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { data, isPending: data === undefined && !failed };
}

/** Test helper: forget the loaded settings. */
export function resetAppConfig(value?: AppConfig): void {
  config = value;
  failed = false;
  pending = value ? Promise.resolve(value) : null;
}
