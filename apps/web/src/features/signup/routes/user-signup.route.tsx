import { QueryProvider } from '../../../lib/query-provider';
import { UserSignupPage } from '../components/user-signup-page';

/** /auth/signup/user-signup (spec 2, title not shown). */
export default function UserSignupRoute() {
  return (
    <QueryProvider>
      <UserSignupPage />
    </QueryProvider>
  );
}
