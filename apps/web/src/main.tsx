import './styles.css';
import { lightPageFor } from './app/light/light-pages';

// The first chunk only decides what to load: the portal's contact form when it comes into view,
// the light login page, or the full app (see app/light).
const page = lightPageFor(window.location, document);
if (page === 'portal') void import('./app/light/portal-island').then((module) => module.watchPortalContact());
else void import('./app/light/start').then((module) => (page === 'login' ? module.startLightLogin() : module.startFullApp()));
