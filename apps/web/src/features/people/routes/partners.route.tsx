import { useParams } from 'react-router';
import { PeopleListPage } from '../components/people-list-page';

/** /dashboard/manager/{clubHash}/persons/partners (Persons › Partners). */
export default function PartnersRoute() {
  const { clubHash = '' } = useParams();
  return <PeopleListPage clubHash={clubHash} list="partners" />;
}
