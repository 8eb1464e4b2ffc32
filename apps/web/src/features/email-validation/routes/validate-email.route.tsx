import { useSearchParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { ConfirmationCard } from '../components/confirmation-card';
import { EmailConfirmation } from '../components/email-confirmation';

/** /users/validate-email?hash=… "Email validation" (spec 2, 4). */
export default function ValidateEmailRoute() {
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <ConfirmationCard>
        <EmailConfirmation hash={params.get('hash')?.trim() || null} variant="validation" />
      </ConfirmationCard>
    </QueryProvider>
  );
}
