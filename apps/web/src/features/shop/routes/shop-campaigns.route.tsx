import { QueryProvider } from '../../../lib/query-provider';
import { useSearchParams } from 'react-router';
import { ShopCampaignsPage } from '../components/shop-campaigns-page';

/** /ecommerce/campaigns/list?club={clubHash} (clean layout); `&tickets=1` (the portal's Tickets) shows campaigns with tickets. */
export default function ShopCampaignsRoute() {
  const [search] = useSearchParams();
  // Public pages: the data cache is theirs (the root has none, so the login page stays light).
  return (
    <QueryProvider>
      <ShopCampaignsPage clubHash={search.get('club') ?? ''} ticketsOnly={search.get('tickets') === '1'} />
    </QueryProvider>
  );
}
