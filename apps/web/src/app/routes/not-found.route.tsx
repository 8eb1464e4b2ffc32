import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { StatusPage } from '../../components/errors/status-page';
import { PlaceholderRows } from '../../components/ui/placeholder-rows';
import { useAppConfig } from '../../lib/app-config';
import { legacyHandoffUrl, shouldAttachToken } from '../../lib/legacy-handoff';
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

  useEffect(() => {
    if (!legacyUrl) return;
    const session = getSession();
    const attach = Boolean(session?.token) && shouldAttachToken(session?.legacyTokenPassed ?? false, forced);
    const target = legacyHandoffUrl(legacyUrl, location.pathname + location.search, session?.token ?? null, attach);
    if (attach) updateSession({ legacyTokenPassed: true });
    window.location.assign(target);
  }, [legacyUrl, forced, location.pathname, location.search]);

  if (isPending || legacyUrl) return <PlaceholderRows />;
  return <StatusPage code={404} />;
}
