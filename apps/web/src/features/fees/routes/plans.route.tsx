import { useParams } from 'react-router';
import { PlansPage } from '../components/plans-page';

/** /dashboard/manager/{clubHash}/administration/plans (inside the dashboard shell). */
export default function PlansRoute() {
  const { clubHash = '' } = useParams();
  return <PlansPage clubHash={clubHash} />;
}
