import { useParams } from 'react-router';
import { FeesPage } from '../components/fees-page';

/** /dashboard/manager/{clubHash}/administration/fees (a fee opens with ?fee=<hash>). */
export default function FeesRoute() {
  const { clubHash = '' } = useParams();
  return <FeesPage clubHash={clubHash} />;
}
