import { useParams } from 'react-router';
import { CalendarsPage } from '../components/calendars-page';

/** /dashboard/manager/{clubHash}/bookings/calendars (inside the dashboard shell and its data cache). */
export default function CalendarsPageRoute() {
  const { clubHash = '' } = useParams();
  return <CalendarsPage clubHash={clubHash} />;
}
