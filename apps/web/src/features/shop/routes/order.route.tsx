import { QueryProvider } from '../../../lib/query-provider';
import { useParams } from 'react-router';
import { OrderPage } from '../components/order-page';

/** /ecommerce/orders/{orderHash}: the buyer's order (clean layout). */
export default function OrderRoute() {
  const { orderHash = '' } = useParams();
  // Public pages: the data cache is theirs (the root has none, so the login page stays light).
  return (
    <QueryProvider>
      <OrderPage orderHash={orderHash} />
    </QueryProvider>
  );
}
