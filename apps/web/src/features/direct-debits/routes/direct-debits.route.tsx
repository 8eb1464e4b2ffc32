import { useParams } from 'react-router';
import { DirectDebitsPage } from '../components/direct-debits-page';

/** /dashboard/manager/{userId}/{clubHash}/administration/fees/direct-debits (inside the dashboard shell). */
export default function DirectDebitsRoute() {
  const { clubHash = '' } = useParams();
  return <DirectDebitsPage clubHash={clubHash} />;
}
