import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PlaceholderRows } from '../../components/ui/placeholder-rows';
import { loginPath } from '../../config/paths';
import { logout } from '../../features/auth/api/logout';
import { loadAppConfig } from '../../lib/app-config';
import { endLegacySession } from '../../lib/legacy-logout';
import { clearLocalSession } from '../../lib/session/clear-session';
import { broadcastLogout } from '../../lib/session/session-sync';

/**
 * /auth/logout (spec 4): revoke the refresh token, end the older application's session when
 * there is one (spec 7), clear every store, tell the other tabs, then go to the login page
 * keeping `from` and `expiredToken`.
 */
export default function LogoutRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const from = params.get('from') ?? undefined;
    const expired = params.get('expiredToken') === 'true';
    void (async () => {
      await Promise.all([logout().catch(() => undefined), loadAppConfig().then((config) => endLegacySession(config?.legacyAppUrl))]);
      clearLocalSession();
      broadcastLogout();
      await navigate(loginPath(from, expired), { replace: true });
    })();
  }, [params, navigate]);

  return <PlaceholderRows />;
}
