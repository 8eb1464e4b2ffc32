import { QueryProvider } from '../../../lib/query-provider';
import { useParams, useSearchParams } from 'react-router';
import { ShopCampaignPage } from '../components/shop-campaign-page';

/** /ecommerce/campaigns/campaign/{campaignId}?club={clubHash} (clean layout). */
export default function ShopCampaignRoute() {
  const { campaignId = '' } = useParams();
  const [search] = useSearchParams();
  // Public pages: the data cache is theirs (the root has none, so the login page stays light).
  return (
    <QueryProvider>
      <ShopCampaignPage clubHash={search.get('club') ?? ''} campaignHash={campaignId} />
    </QueryProvider>
  );
}
