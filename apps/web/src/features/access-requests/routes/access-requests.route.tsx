import { useParams } from 'react-router';
import { AccessRequestsPage } from '../components/access-requests-page';

/** /dashboard/manager/{clubHash}/access-requests (inside the dashboard shell and its data cache). */
export default function AccessRequestsRoute() {
  const { clubHash = '' } = useParams();
  return <AccessRequestsPage clubHash={clubHash} />;
}
