import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { PlaceholderRows } from '../ui/placeholder-rows';
import { outageKindOf, waitUntilReady, type OutageKind, type RecoveryOptions } from '../../lib/outage/outage';

// Loaded only in an outage, like the router's error pages.
const OutagePage = lazy(() => import('./outage-page').then((m) => ({ default: m.OutagePage })));

/**
 * Shows the spec's 502 (connectivity) or 504 (timeout) page when a screen's data cannot load
 * because the service is out of reach — a query with nothing to show failed for good with a
 * network error, 502, 503 or 504 — and brings the screen back by itself: it asks GET /ready
 * with backoff and, once it answers, refetches and shows the children again, no reload.
 * Queries that still have data keep showing it; only their refresh failed.
 */
export function OutageGate({
  children,
  recovery,
  disabled = false,
}: {
  children: ReactNode;
  recovery?: RecoveryOptions;
  /** A page that works offline is on screen: its failed reads are its own business. */
  disabled?: boolean;
}) {
  const client = useQueryClient();
  const [outage, setOutage] = useState<OutageKind | null>(null);

  useEffect(() => {
    if (disabled) return;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || event.query.state.data !== undefined) return;
      const kind = outageKindOf(event.action.error);
      if (kind) setOutage(kind);
    });
  }, [client, disabled]);

  useEffect(() => {
    if (!outage) return;
    const controller = new AbortController();
    waitUntilReady(controller.signal, recovery)
      .then(() => {
        setOutage(null);
        // The failed screens refetch as they mount again (an errored query retries on mount);
        // what else is on screen is read again. A refetch, not an invalidation: no write happened,
        // so nothing here declares what a change touched (lib/mutation-boundary.test.ts).
        void client.refetchQueries({ type: 'active' });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [outage, client, recovery]);

  if (!outage || disabled) return children;
  return (
    <main id="main-content" style={{ padding: 16 }}>
      <Suspense fallback={<PlaceholderRows />}>
        <OutagePage code={outage === 'timeout' ? 504 : 502} />
      </Suspense>
    </main>
  );
}
