import './styles.css';
import { lightPageFor } from './app/light/light-pages';
import { primeBookingRead } from './features/bookings/api/first-read';

// The first chunk only decides what to load: the portal's contact form when it comes into view,
// the light login page, the light booking pages, or the full app (see app/light).
const page = lightPageFor(window.location, document);
if (page === 'portal') void import('./app/light/portal-island').then((module) => module.watchPortalContact());
else if (page === 'booking') {
  // The page's first read, its code and the light start all leave at once (slow phone networks).
  primeBookingRead(window.location.pathname);
  void Promise.all([import('./app/light/start'), import('./app/light/light-booking')]).then(([module]) => module.startLightBooking());
} else
  void import('./app/light/start').then((module) =>
    page === 'login' ? module.startLightLogin() : page === 'booking' ? module.startLightBooking() : module.startFullApp(),
  );
