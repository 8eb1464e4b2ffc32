import { useParams } from 'react-router';
import { TeamsPage } from '../components/teams-page';

/** /dashboard/manager/{clubHash}/teams/all (inside the dashboard shell and its data cache). */
export default function TeamsRoute() {
  const { clubHash = '' } = useParams();
  return <TeamsPage clubHash={clubHash} />;
}
