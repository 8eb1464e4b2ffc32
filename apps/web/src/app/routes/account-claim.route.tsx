import { useQueryClient } from '@tanstack/react-query';
import { AccountClaimPage } from '../../features/account-claim/components/account-claim-page';
import { login } from '../../features/auth/api/login';
import { profileQueryOptions } from '../../lib/queries/profile';
import { QueryProvider } from '../../lib/query-provider';
import { sessionFromToken } from '../../lib/session/create-session';
import { setSession } from '../../lib/session/session-store';

/** Signs in as the account a claim just created (a login like any other). */
async function signIn(username: string, password: string): Promise<void> {
  const session = await login({ username, password });
  setSession(sessionFromToken(session, { userIdentifier: username, keepLoggedIn: false }));
}

/** The claim page with what it needs from the auth and profile features. */
export function ComposedAccountClaimPage() {
  const queryClient = useQueryClient();
  // Fresh, not cached: the cache may hold another account's profile, or this one without the club.
  const reloadProfile = () => queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
  return <AccountClaimPage signIn={signIn} reloadProfile={reloadProfile} />;
}

/** /auth/claim-account?token=… (public, clean layout): take over a club record as one's own account. */
export default function AccountClaimRoute() {
  return (
    <QueryProvider>
      <ComposedAccountClaimPage />
    </QueryProvider>
  );
}
