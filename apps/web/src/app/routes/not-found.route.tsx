import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { StatusPage } from '../../components/errors/status-page';
import { PlaceholderRows } from '../../components/ui/placeholder-rows';
import { useAppConfig } from '../../lib/app-config';
import { planLegacyHandoff } from '../../lib/legacy-handoff';
import { getSession, updateSession } from '../../lib/session/session-store';
import type { FromLoginState } from '../route-handle';

/**
 * Catch-all (spec 2): an unknown path goes, with its full path and query, to the older
 * application when one is configured; otherwise it is a 404.
 */
export default function NotFoundRoute() {
  const location = useLocation();
  const { data: config, isPending } = useAppConfig();
  const legacyUrl = config?.legacyAppUrl ?? null;
  const forced = Boolean((location.state as FromLoginState | null)?.fromLogin);
  const pathAndQuery = location.pathname + location.search;
  // Decided once per address: the session changes this effect makes must not re-trigger it.
  const plan = useMemo(
    () => planLegacyHandoff({ legacyAppUrl: legacyUrl, pathAndQuery, session: getSession(), forced, currentHref: window.location.href }),
    [legacyUrl, pathAndQuery, forced],
  );

  useEffect(() => {
    if (plan.kind !== 'handoff') return;
    if (plan.markTokenPassed) updateSession({ legacyTokenPassed: true });
    window.location.assign(plan.target);
  }, [plan]);

  if (isPending || plan.kind === 'handoff') return <PlaceholderRows />;
  return <StatusPage code={404} />;
}
