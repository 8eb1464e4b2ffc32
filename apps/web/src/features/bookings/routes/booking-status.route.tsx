import { useParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { BookingStatusPage } from '../components/booking-status-page';

/** A public booking page (clean layout): the data cache is its own (the root has none, so the login page stays light). */
export default function BookingStatusPageRoute() {
  const { bookingHash = '' } = useParams();
  return (
    <QueryProvider>
      <BookingStatusPage bookingHash={bookingHash} />
    </QueryProvider>
  );
}
