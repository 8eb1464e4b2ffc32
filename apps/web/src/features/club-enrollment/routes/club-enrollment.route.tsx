import { QueryProvider } from '../../../lib/query-provider';
import { ClubEnrollmentPage } from '../components/club-enrollment-page';

/** /auth/signup/club-enrollment-info (clean layout, title not shown). */
export default function ClubEnrollmentRoute() {
  return (
    <QueryProvider>
      <ClubEnrollmentPage />
    </QueryProvider>
  );
}
