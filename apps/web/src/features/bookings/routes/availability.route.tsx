import { useParams } from 'react-router';
import { AvailabilityPage } from '../components/availability-page';

/** /dashboard/manager/{clubHash}/bookings/availability (inside the dashboard shell and its data cache). */
export default function AvailabilityPageRoute() {
  const { clubHash = '' } = useParams();
  return <AvailabilityPage clubHash={clubHash} />;
}
