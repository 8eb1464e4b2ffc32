import { useNavigate, useParams } from 'react-router';
import { PublicBookingPage } from '../components/public-booking-page';

/** /book/{linkHash} inside the full app (a first visit loads it light: app/light/light-booking). */
export default function PublicBookingRoute() {
  const { linkHash = '' } = useParams();
  const navigate = useNavigate();
  return <PublicBookingPage linkHash={linkHash} navigate={(to) => void navigate(to)} />;
}
