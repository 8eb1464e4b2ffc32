import { useParams } from 'react-router';
import { ConnectedCalendarsPage } from '../components/connected-calendars-page';

/** /dashboard/manager/{clubHash}/bookings/connected-calendars (inside the dashboard shell and its data cache). */
export default function ConnectedCalendarsPageRoute() {
  const { clubHash = '' } = useParams();
  return <ConnectedCalendarsPage clubHash={clubHash} />;
}
