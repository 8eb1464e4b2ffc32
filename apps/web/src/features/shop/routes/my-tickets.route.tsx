import { QueryProvider } from '../../../lib/query-provider';
import { MyTicketsPage } from '../components/my-tickets-page';

/** /ecommerce/tickets/list (clean layout): the signed-in buyer's tickets. */
export default function MyTicketsRoute() {
  return (
    <QueryProvider>
      <MyTicketsPage />
    </QueryProvider>
  );
}
