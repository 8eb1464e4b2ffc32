import { afterEach, describe, expect, it } from 'vitest';
import { sessionFromToken } from '../../lib/session/create-session';
import { dropSession, setSession } from '../../lib/session/session-store';
import { lightPageFor } from './light-pages';

const withPrerender = { querySelector: () => ({}) } as unknown as Document;
const withoutPrerender = { querySelector: () => null } as unknown as Document;
const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => dropSession());

describe('which first pages start light (issue 11 part 7)', () => {
  it('keeps the server’s portal page at both addresses, and only when the server drew it', () => {
    expect(lightPageFor(at('/p/cd-demo'), withPrerender)).toBe('portal');
    expect(lightPageFor(at('/clubes/AbC123_x/portal'), withPrerender)).toBe('portal');
    expect(lightPageFor(at('/p/cd-demo'), withoutPrerender)).toBeNull();
    expect(lightPageFor(at('/p/cd-demo/extra'), withPrerender)).toBeNull();
  });

  it('draws the login page light for a stranger, and leaves a signed-in person or an identifier hand-over to the app', () => {
    expect(lightPageFor(at('/auth/login'), withoutPrerender)).toBe('login');
    expect(lightPageFor(at('/auth/login', '?from=%2Fdashboard'), withoutPrerender)).toBe('login');
    expect(lightPageFor(at('/auth/login', '?identifier=abc'), withoutPrerender)).toBeNull();
    setSession(
      sessionFromToken(
        { token: 'jwt', token_ttl: 900, refresh_token_expiration: Math.floor(Date.now() / 1000) + 3600 },
        { userIdentifier: 'someone@example.org', keepLoggedIn: false },
      ),
    );
    expect(lightPageFor(at('/auth/login'), withoutPrerender)).toBeNull();
  });

  it('draws the public booking pages light (issue 13): a booking link, a status page and its failure page', () => {
    for (const path of ['/book/AbC123_x', '/bookings/AbC123_x', '/bookings/AbC123_x/unsuccessful']) {
      expect(lightPageFor(at(path), withoutPrerender)).toBe('booking');
    }
    expect(lightPageFor(at('/bookings/AbC123_x/other'), withoutPrerender)).toBeNull();
  });

  it('starts every other page as the full app', () => {
    for (const path of [
      '/',
      '/dashboard/profile-selector',
      '/auth/signup',
      '/clubes/x/portal/extra',
      '/dashboard/manager/x/bookings/agenda',
    ]) {
      expect(lightPageFor(at(path), withPrerender)).toBeNull();
    }
  });
});
