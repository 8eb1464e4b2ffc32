import { useSearchParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { ConfirmationCard } from '../components/confirmation-card';
import { EmailConfirmation } from '../components/email-confirmation';

/** /auth/activation?hash=… "User activation" (spec 2, 4): activated, then enrollment continues. */
export default function ActivationRoute() {
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <ConfirmationCard>
        <EmailConfirmation hash={params.get('hash')?.trim() || null} variant="activation" />
      </ConfirmationCard>
    </QueryProvider>
  );
}
