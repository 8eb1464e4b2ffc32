import { useParams } from 'react-router';
import { InvitationsPage } from '../components/invitations-page';

/** /dashboard/manager/{clubHash}/persons/invitations (inside the dashboard shell and its data cache). */
export default function InvitationsRoute() {
  const { clubHash = '' } = useParams();
  return <InvitationsPage clubHash={clubHash} />;
}
