import './styles.css';
import { lightPageFor } from './app/light/light-pages';
import { primeBookingRead } from './features/bookings/api/first-read';
import { warmCatalogues } from './lib/i18n/first-catalogues';

// The first chunk only decides what to load: the portal's contact form when it comes into view,
// the light login page, the light booking pages, or the full app (see app/light). A light page's
// code (with its imports, preloaded by the build), its catalogues and its first API read all leave
// at once: on a slow phone network each wave costs a round trip before the page can draw.
const page = lightPageFor(window.location, document);
if (page === 'portal') void import('./app/light/portal-island').then((module) => module.watchPortalContact());
else if (page === 'booking') {
  primeBookingRead(window.location.pathname);
  warmCatalogues('booking');
  void Promise.all([import('./app/light/start'), import('./app/light/light-booking')]).then(([module]) => module.startLightBooking());
} else if (page === 'login') {
  warmCatalogues('login');
  void import('./app/light/start').then((module) => module.startLightLogin());
} else void import('./app/light/start').then((module) => module.startFullApp());
