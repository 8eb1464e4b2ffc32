import { useParams } from 'react-router';
import { PeopleListPage } from '../components/people-list-page';

/** /dashboard/manager/{clubHash}/persons/athletes (Persons › Athletes). */
export default function AthletesRoute() {
  const { clubHash = '' } = useParams();
  return <PeopleListPage clubHash={clubHash} list="athletes" />;
}
