import { paths } from '../../config/paths';
import { IDENTIFIER_PARAM } from '../../lib/session/identifier-param';
import { getSession, sessionState } from '../../lib/session/session-store';

/**
 * The first pages strangers open (issue 11 part 7) start without the full app: the login page
 * draws its form with React and the translations only (no router, Mantine, data cache or schema
 * library), and the portal keeps the server's HTML, adding only its contact form when it comes
 * into view; the public booking pages (a link the club shares) draw with React and the
 * translations only, like the login page. Everything else, and these once there is more to do,
 * is the full app.
 */
export type LightPage = 'login' | 'portal' | 'booking' | null;

const PORTAL_PATH = /^\/(p\/[^/]+|clubes\/[^/]+\/portal)\/?$/;
/** A club's public booking link, a booking's status page and its failure page (issue 13). */
export const BOOKING_PATH = /^\/(book\/[^/]+|bookings\/[^/]+(\/unsuccessful)?)\/?$/;

export function lightPageFor(location: Pick<Location, 'pathname' | 'search'>, document: Pick<Document, 'querySelector'>): LightPage {
  const { pathname } = location;
  // The server sent the portal's content (an unknown club gets its 404 page, with nothing to add).
  if (PORTAL_PATH.test(pathname) && document.querySelector('[data-prerendered]')) return 'portal';
  if (BOOKING_PATH.test(pathname)) return 'booking';
  if (pathname === paths.auth.login || pathname === `${paths.auth.login}/`) {
    // A live session goes on to the profile selector, and `?identifier=` asks before replacing one: the app does both.
    if (sessionState(getSession()) === 'active' || new URLSearchParams(location.search).has(IDENTIFIER_PARAM)) return null;
    return 'login';
  }
  return null;
}
