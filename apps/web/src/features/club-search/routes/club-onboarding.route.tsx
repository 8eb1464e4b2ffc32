import { QueryProvider } from '../../../lib/query-provider';
import { ClubOnboardingPage } from '../components/club-onboarding-page';

/** /clubs/onboarding?invitation=… (public, clean layout). */
export default function ClubOnboardingRoute() {
  return (
    <QueryProvider>
      <ClubOnboardingPage />
    </QueryProvider>
  );
}
