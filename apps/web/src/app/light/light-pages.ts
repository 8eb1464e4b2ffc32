import { paths } from '../../config/paths';
import { IDENTIFIER_PARAM } from '../../lib/session/identifier-param';
import { getSession, sessionState } from '../../lib/session/session-store';

/**
 * The first pages strangers open (issue 11 part 7) start without the full app: the login page
 * draws its form with React and the translations only (no router, Mantine, data cache or schema
 * library), and the portal keeps the server's HTML, adding only its contact form when it comes
 * into view. Everything else, and both of these once there is more to do, is the full app.
 */
export type LightPage = 'login' | 'portal' | null;

const PORTAL_PATH = /^\/(p\/[^/]+|clubes\/[^/]+\/portal)\/?$/;

export function lightPageFor(location: Pick<Location, 'pathname' | 'search'>, document: Pick<Document, 'querySelector'>): LightPage {
  const { pathname } = location;
  // The server sent the portal's content (an unknown club gets its 404 page, with nothing to add).
  if (PORTAL_PATH.test(pathname) && document.querySelector('[data-prerendered]')) return 'portal';
  if (pathname === paths.auth.login || pathname === `${paths.auth.login}/`) {
    // A live session goes on to the profile selector, and `?identifier=` asks before replacing one: the app does both.
    if (sessionState(getSession()) === 'active' || new URLSearchParams(location.search).has(IDENTIFIER_PARAM)) return null;
    return 'login';
  }
  return null;
}
