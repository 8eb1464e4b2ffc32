import { safeFrom } from '../safe-from';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import type { FromLoginState } from '../route-handle';

/** Only same-app paths are accepted as `from`, so the login cannot send anyone elsewhere. */

/** Access (spec 2). After login the destination's guard loads the profile. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = safeFrom(params.get('from'));

  const onLoggedIn = () => navigate(from ?? paths.profileSelector, { replace: true, state: { fromLogin: true } satisfies FromLoginState });

  return <LoginPage expiredToken={params.get('expiredToken') === 'true'} onLoggedIn={onLoggedIn} />;
}
