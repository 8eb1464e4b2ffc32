import { useParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { PublicBookingPage } from '../components/public-booking-page';

/** A public booking page (clean layout): the data cache is its own (the root has none, so the login page stays light). */
export default function PublicBookingPageRoute() {
  const { linkHash = '' } = useParams();
  return (
    <QueryProvider>
      <PublicBookingPage linkHash={linkHash} />
    </QueryProvider>
  );
}
