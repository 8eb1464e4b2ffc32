import { useParams } from 'react-router';
import { LinkGroupsPage } from '../components/link-groups-page';

/** /dashboard/manager/{clubHash}/bookings/link-groups (inside the dashboard shell and its data cache). */
export default function LinkGroupsPageRoute() {
  const { clubHash = '' } = useParams();
  return <LinkGroupsPage clubHash={clubHash} />;
}
