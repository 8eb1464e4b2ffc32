import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import { prefetchFirstPageRoutes } from '../../lib/first-page-routes';
import type { FromLoginState } from '../route-handle';
import { safeFrom } from '../safe-from';

/** Only same-app paths are accepted as `from`, so the login cannot send anyone elsewhere. */

/** Access (spec 2). After login the destination's guard loads the profile. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = safeFrom(params.get('from'));
  useEffect(prefetchFirstPageRoutes, []);

  const onLoggedIn = () => navigate(from ?? paths.profileSelector, { replace: true, state: { fromLogin: true } satisfies FromLoginState });

  return <LoginPage expiredToken={params.get('expiredToken') === 'true'} onLoggedIn={onLoggedIn} />;
}
