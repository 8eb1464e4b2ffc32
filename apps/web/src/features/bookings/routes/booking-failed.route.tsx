import { useParams } from 'react-router';
import { BookingFailedPage } from '../components/booking-failed-page';

/** /bookings/{bookingHash}/unsuccessful inside the full app. */
export default function BookingFailedRoute() {
  const { bookingHash = '' } = useParams();
  return <BookingFailedPage bookingHash={bookingHash} />;
}
