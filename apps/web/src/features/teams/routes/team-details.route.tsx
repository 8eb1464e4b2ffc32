import { useParams } from 'react-router';
import { TeamDetailsPage } from '../components/team-details-page';

/** /dashboard/manager/{clubHash}/teams/{teamHash}/details; the key starts each team afresh. */
export default function TeamDetailsRoute() {
  const { clubHash = '', teamHash = '' } = useParams();
  return <TeamDetailsPage key={teamHash} clubHash={clubHash} teamHash={teamHash} />;
}
