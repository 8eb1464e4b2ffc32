import { useParams } from 'react-router';
import { AccessControlPage } from '../components/access-control-page';

/** /dashboard/manager/{clubHash}/access-control (spec 2: menu item Access control). */
export default function AccessControlRoute() {
  const { clubHash = '' } = useParams();
  return <AccessControlPage clubHash={clubHash} />;
}
