import { useParams } from 'react-router';
import { PersonPage } from '../components/person-page';

/** /dashboard/manager/{clubHash}/persons/person/{personHash} (inside the dashboard shell). */
export default function PersonRoute() {
  const { clubHash = '', personHash = '' } = useParams();
  // Keyed by person: moving from a child to their guardian starts from a fresh page state.
  return <PersonPage key={personHash} clubHash={clubHash} personHash={personHash} />;
}
