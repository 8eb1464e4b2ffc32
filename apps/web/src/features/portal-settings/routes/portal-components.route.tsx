import { useParams } from 'react-router';
import { PortalComponentsPage } from '../components/portal-components-page';

/** /dashboard/manager/{clubHash}/administration/portal (inside the dashboard shell and its data cache). */
export default function PortalComponentsRoute() {
  const { clubHash = '' } = useParams();
  return <PortalComponentsPage clubHash={clubHash} />;
}
