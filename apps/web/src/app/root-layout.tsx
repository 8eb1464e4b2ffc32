import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AppLinkContext, type AppLinkProps } from '../components/ui/app-link';
import { SkipLink } from '../components/ui/skip-link';
import { loginPath } from '../config/paths';
import { useAppConfig } from '../lib/app-config';
import { readCookieConsent } from '../lib/cookie-consent';
import { startErrorReporting } from '../lib/error-reporting';
import { loadSupportChat } from '../lib/support-chat';
import { clearLocalSession } from '../lib/session/clear-session';
import { listenToOtherTabs } from '../lib/session/session-sync';
import { TitleManager } from './title-manager';

const CookieNotice = lazy(() => import('../components/ui/cookie-notice'));

function isProtectedPath(pathname: string): boolean {
  return pathname.startsWith('/dashboard') || pathname.startsWith('/admin');
}

/** In-app links of shared components navigate through the router (no page reload). */
function RouterAppLink({ to, ...rest }: AppLinkProps) {
  return <Link to={to} {...rest} />;
}

/** Cross-cutting shell: tab title, other-tab logout, error reporting, cookie notice, support chat. */
export function RootLayout() {
  const navigate = useNavigate();
  const config = useAppConfig().data;
  const [consent, setConsent] = useState(readCookieConsent);
  const consentMissing = consent === null;

  useEffect(() => {
    if (config) void startErrorReporting(config);
  }, [config]);

  // The chat widget sets cookies of its own: only with the functional ones accepted.
  const chatUrl = config?.supportChatUrl ?? null;
  const functionalAccepted = consent?.functional === true;
  useEffect(() => {
    if (chatUrl && functionalAccepted) loadSupportChat(chatUrl);
  }, [chatUrl, functionalAccepted]);

  // Spec 4: a logout in another tab logs this one out too.
  useEffect(
    () =>
      listenToOtherTabs(() => {
        const { pathname, search } = window.location;
        if (pathname.startsWith('/auth/')) return;
        clearLocalSession();
        if (isProtectedPath(pathname)) void navigate(loginPath(pathname + search), { replace: true });
      }),
    [navigate],
  );

  return (
    <AppLinkContext.Provider value={RouterAppLink}>
      <SkipLink />
      <TitleManager />
      <ScrollRestoration />
      <Outlet />
      {consentMissing && (
        <Suspense fallback={null}>
          <CookieNotice onDecided={() => setConsent(readCookieConsent())} />
        </Suspense>
      )}
    </AppLinkContext.Provider>
  );
}
