import { useParams } from 'react-router';
import { SubsidiesPage } from '../components/subsidies-page';

/** /dashboard/manager/{clubHash}/administration/subsidies (Administration › Subsidies). */
export default function SubsidiesRoute() {
  const { clubHash = '' } = useParams();
  return <SubsidiesPage clubHash={clubHash} />;
}
