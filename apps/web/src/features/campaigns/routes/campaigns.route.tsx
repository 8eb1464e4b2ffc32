import { useParams } from 'react-router';
import { CampaignsPage } from '../components/campaigns-page';

/** /dashboard/manager/ecommerce/{clubHash}/campaigns/list (inside the dashboard shell). */
export default function CampaignsRoute() {
  const { clubHash = '' } = useParams();
  return <CampaignsPage clubHash={clubHash} />;
}
