import type { AppConfig } from '@tribuna/contract';
import { useSyncExternalStore } from 'react';
import { callApi } from './api-route';
import { appConfigRoutes } from './first-page-routes';

/**
 * Runtime settings from GET /api/app-config (no inline script: the CSP forbids them). Read once
 * per page load by the shell itself, outside the query cache, so the login page does not need to
 * download the data-fetching library.
 */
let config: AppConfig | undefined;
let failed = false;
let pending: Promise<AppConfig | undefined> | null = null;
const listeners = new Set<() => void>();

export function loadAppConfig(): Promise<AppConfig | undefined> {
  pending ??= appConfigRoutes()
    .then((routes) => callApi(routes.read, {}))
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
