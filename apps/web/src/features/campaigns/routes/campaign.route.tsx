import { useParams } from 'react-router';
import { CampaignPage } from '../components/campaign-page';

/** /dashboard/manager/ecommerce/{clubHash}/campaigns/campaign/{campaignHash}. */
export default function CampaignRoute() {
  const { clubHash = '', campaignHash = '' } = useParams();
  return <CampaignPage clubHash={clubHash} campaignHash={campaignHash} />;
}
