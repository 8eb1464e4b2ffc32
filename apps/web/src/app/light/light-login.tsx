import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CleanFrame } from '../../components/layouts/clean-frame';
import CookieNotice from '../../components/ui/cookie-notice';
import { SkipLink } from '../../components/ui/skip-link';
import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import { readCookieConsent } from '../../lib/cookie-consent';
import { authRoutes } from '../../lib/first-page-routes';
import { prefetchAllCatalogues } from '../../lib/i18n/i18n';
import { safeFrom } from '../safe-from';
import { formatTabTitle } from '../tab-title';

/** Fetches the rest of the app once, while the person types: signing in then opens it at once. */
let prefetched = false;
function prefetchApp(): void {
  if (prefetched) return;
  prefetched = true;
  void authRoutes().catch(() => undefined);
  void import('../app').catch(() => undefined);
  prefetchAllCatalogues();
}

interface LightLoginProps {
  /** Opens the full app at `target` once the session is stored. */
  onSignedIn: (target: string) => Promise<void>;
}

/**
 * The login page as a stranger first opens it (spec 2 "Access"): the same frame, form and cookie
 * notice as inside the app, drawn without it. The sign-in call still checks its answer against the
 * contract's schema; that table arrives with the first keystroke.
 */
export function LightLogin({ onSignedIn }: LightLoginProps) {
  const { t, i18n } = useTranslation('common');
  const [consentMissing, setConsentMissing] = useState(() => readCookieConsent() === null);
  const params = new URLSearchParams(window.location.search);
  const from = safeFrom(params.get('from'));

  useEffect(() => {
    document.title = formatTabTitle(t('titles.access'));
  }, [t, i18n.language]);

  return (
    <>
      <SkipLink />
      <CleanFrame>
        <div className="page-fade-in">
          <LoginPage
            expiredToken={params.get('expiredToken') === 'true'}
            onLoggedIn={() => onSignedIn(from ?? paths.profileSelector)}
            onFirstInput={prefetchApp}
          />
        </div>
      </CleanFrame>
      {/* Drawn with the page, not a chunk later: a first visit's largest text is often this notice. */}
      {consentMissing && <CookieNotice onDecided={() => setConsentMissing(false)} />}
    </>
  );
}
