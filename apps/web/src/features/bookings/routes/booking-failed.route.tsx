import { useParams } from 'react-router';
import { QueryProvider } from '../../../lib/query-provider';
import { BookingFailedPage } from '../components/booking-failed-page';

/** A public booking page (clean layout): the data cache is its own (the root has none, so the login page stays light). */
export default function BookingFailedPageRoute() {
  const { bookingHash = '' } = useParams();
  return (
    <QueryProvider>
      <BookingFailedPage bookingHash={bookingHash} />
    </QueryProvider>
  );
}
