import { useParams } from 'react-router';
import { AgendaPage } from '../components/agenda-page';

/** /dashboard/manager/{clubHash}/bookings/agenda (inside the dashboard shell and its data cache). */
export default function AgendaPageRoute() {
  const { clubHash = '' } = useParams();
  return <AgendaPage clubHash={clubHash} />;
}
