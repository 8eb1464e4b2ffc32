import { useParams } from 'react-router';
import { PeopleListPage } from '../components/people-list-page';

/** /dashboard/manager/{clubHash}/persons/users (Persons › Users). */
export default function UsersRoute() {
  const { clubHash = '' } = useParams();
  return <PeopleListPage clubHash={clubHash} list="users" />;
}
