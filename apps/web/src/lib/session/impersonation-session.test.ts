import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../test/fixtures';
import { beginImpersonation, endImpersonation } from './impersonation-session';
import { dropSession, getSession } from './session-store';

const NOW = 1_800_000_000_000;
const start = {
  token: 'imp',
  token_ttl: 600,
  refresh_token_expiration: 1_800_003_600,
  impersonating: { userId: 'm1', name: 'Mario', lastname: 'Member', club: 'CD Demo' },
};

describe('impersonation in the stored session (spec 4)', () => {
  afterEach(() => dropSession());

  it('switches to the impersonated token and sets the real session aside', () => {
    storeSession({ token: 'real', keepLoggedIn: true, legacyTokenPassed: true }, NOW);
    beginImpersonation(start, NOW);
    expect(getSession()).toMatchObject({
      token: 'imp',
      tokenExpiresAt: NOW + 600_000,
      impersonation: true,
      impersonated: start.impersonating,
      realSession: { token: 'real' },
      user: null,
      currentProfile: null,
      keepLoggedIn: true,
      legacyTokenPassed: false,
    });
  });

  it('comes back with the token the API gives for the real actor', () => {
    storeSession({ token: 'real' }, NOW);
    beginImpersonation(start, NOW);
    endImpersonation({ token: 'real2', token_ttl: 900, refresh_token_expiration: 1_800_086_400 }, NOW);
    const session = getSession();
    expect(session).toMatchObject({ token: 'real2', impersonation: false, user: null });
    expect(session?.realSession).toBeUndefined();
    expect(session?.impersonated).toBeUndefined();
  });

  it('restores the saved token when the API could not answer', () => {
    storeSession({ token: 'real', tokenExpiresAt: NOW + 5_000 }, NOW);
    beginImpersonation(start, NOW);
    endImpersonation(null, NOW);
    expect(getSession()).toMatchObject({ token: 'real', tokenExpiresAt: NOW + 5_000, impersonation: false });
  });
});
