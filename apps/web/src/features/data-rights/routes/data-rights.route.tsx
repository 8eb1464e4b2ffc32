import { useParams } from 'react-router';
import { DataRightsPage } from '../components/data-rights-page';

/** /dashboard/manager/{clubHash}/administration/data-rights (issue 25 part 4: Administration → Data rights). */
export default function DataRightsRoute() {
  const { clubHash = '' } = useParams();
  return <DataRightsPage clubHash={clubHash} />;
}
