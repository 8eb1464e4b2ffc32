import { useParams } from 'react-router';
import { PricingPoliciesPage } from '../components/pricing-policies-page';

/** /dashboard/manager/{clubHash}/bookings/pricing-policies (inside the dashboard shell and its data cache). */
export default function PricingPoliciesPageRoute() {
  const { clubHash = '' } = useParams();
  return <PricingPoliciesPage clubHash={clubHash} />;
}
