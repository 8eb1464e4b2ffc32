import { useParams } from 'react-router';
import { PlatformSupportPage } from '../components/platform-support-page';

/** /dashboard/manager/{clubHash}/support (inside the dashboard shell). */
export default function ManagerSupportRoute() {
  const { clubHash = '' } = useParams();
  return <PlatformSupportPage clubHash={clubHash} />;
}
