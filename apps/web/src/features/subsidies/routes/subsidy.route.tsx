import { useParams } from 'react-router';
import { SubsidyPage } from '../components/subsidy-page';

/** /dashboard/manager/{clubHash}/subsidies/{subsidyId}: one subsidy (the Subsidies submenu's entries). */
export default function SubsidyRoute() {
  const { clubHash = '', subsidyId = '' } = useParams();
  return <SubsidyPage key={subsidyId} clubHash={clubHash} subsidyHash={subsidyId} />;
}
