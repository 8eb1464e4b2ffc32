import { useCurrentAreaProfile } from '../../../app/use-current-area-profile';
import { PaymentsPage } from '../components/payments-page';

/**
 * /dashboard/{member|guardian}/{userId}/{clubHash}/payments (the members' private area; the older
 * /socios|/padres/{userId}/clubes/{clubHash}/cargos open it too).
 */
export default function PaymentsRoute() {
  const current = useCurrentAreaProfile();
  if (!current) return null;
  return <PaymentsPage clubHash={current.clubHash} clubName={current.clubName} />;
}
