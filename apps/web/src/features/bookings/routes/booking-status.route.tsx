import { useNavigate, useParams } from 'react-router';
import { BookingStatusPage } from '../components/booking-status-page';

/** /bookings/{bookingHash} inside the full app (a first visit loads it light: app/light/light-booking). */
export default function BookingStatusRoute() {
  const { bookingHash = '' } = useParams();
  const navigate = useNavigate();
  return <BookingStatusPage key={bookingHash} bookingHash={bookingHash} navigate={(to) => void navigate(to)} />;
}
