import { describe, expect, it } from 'vitest';
import { INACTIVITY_LIMIT_MS, REFRESH_AHEAD_MS, SESSION_WARNING_MS } from './session-constants';
import { computeSessionPhase, planSessionCheck, refreshConsentNeeded } from './session-phase';
import type { StoredSession } from './session-store';

const NOW = 1_800_000_000_000;
const MIN = 60_000;

function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'tok',
    userIdentifier: 'x',
    refreshTokenValidity: NOW + 30 * 24 * 60 * MIN,
    refreshLifetime: 30 * 24 * 60 * MIN,
    tokenTtl: 900,
    tokenExpiresAt: NOW + 900_000,
    keepLoggedIn: false,
    currentProfile: null,
    impersonation: false,
    user: null,
    legacyTokenPassed: false,
    ...overrides,
  };
}

describe('refresh-ahead (spec 4: 10 minutes)', () => {
  it('does nothing while the refresh validity is further than 10 minutes away', () => {
    expect(planSessionCheck(session({ refreshTokenValidity: NOW + REFRESH_AHEAD_MS + 1 }), NOW, NOW)).toEqual({ type: 'none' });
  });

  it('refreshes at once with keepLoggedIn when within 10 minutes', () => {
    const s = session({ keepLoggedIn: true, refreshTokenValidity: NOW + REFRESH_AHEAD_MS });
    expect(planSessionCheck(s, NOW, NOW)).toEqual({ type: 'refresh', why: 'refreshAhead' });
    expect(refreshConsentNeeded(s, NOW)).toBe(false);
  });

  it('asks (modal) without keepLoggedIn when within 10 minutes', () => {
    const s = session({ refreshTokenValidity: NOW + 9 * MIN });
    expect(planSessionCheck(s, NOW, NOW)).toEqual({ type: 'prompt' });
    expect(refreshConsentNeeded(s, NOW)).toBe(true);
    expect(refreshConsentNeeded(s, NOW - 2 * MIN)).toBe(false);
  });

  it('does not loop when the server issues refresh tokens shorter than the window', () => {
    const s = session({ keepLoggedIn: true, refreshTokenValidity: NOW + 5 * MIN, refreshLifetime: 5 * MIN });
    expect(planSessionCheck(s, NOW, NOW).type).toBe('none');
  });
});

describe('access token renewal while active', () => {
  it('renews shortly before the access token expires when the person is active', () => {
    const s = session({ tokenExpiresAt: NOW + 20_000 });
    expect(planSessionCheck(s, NOW, NOW - MIN)).toEqual({ type: 'refresh', why: 'accessAhead' });
  });

  it('lets it lapse when nobody used any tab for a while', () => {
    const s = session({ keepLoggedIn: true, tokenExpiresAt: NOW + 20_000 });
    expect(planSessionCheck(s, NOW, NOW - 6 * MIN)).toEqual({ type: 'none' });
  });

  it('scales the lead to short lifetimes (half of a 60 s token)', () => {
    const s = session({ tokenTtl: 60, tokenExpiresAt: NOW + 31_000 });
    expect(planSessionCheck(s, NOW, NOW).type).toBe('none');
    expect(planSessionCheck({ ...s, tokenExpiresAt: NOW + 29_000 }, NOW, NOW).type).toBe('refresh');
  });
});

describe('session warning and expiry', () => {
  it('goes active → warning with minutes left → expired', () => {
    const s = session({ refreshTokenValidity: NOW + SESSION_WARNING_MS + MIN });
    expect(computeSessionPhase(s, NOW, NOW)).toMatchObject({ phase: 'active' });
    expect(computeSessionPhase(s, NOW + 2 * MIN, NOW + 2 * MIN)).toMatchObject({ phase: 'warning', minutesLeft: 9, reason: 'expired' });
    expect(computeSessionPhase(s, NOW + 10 * MIN + 1, NOW + 10 * MIN)).toMatchObject({ phase: 'warning', minutesLeft: 1 });
    expect(computeSessionPhase(s, NOW + 11 * MIN, NOW + 11 * MIN)).toMatchObject({ phase: 'expired', reason: 'expired' });
    expect(planSessionCheck(s, NOW + 11 * MIN, NOW + 11 * MIN)).toEqual({ type: 'end', reason: 'expired' });
  });

  it('expires after 30 minutes without input when keepLoggedIn is off', () => {
    const s = session();
    expect(computeSessionPhase(s, NOW + 20 * MIN + 1, NOW)).toMatchObject({ phase: 'warning', reason: 'inactive', minutesLeft: 10 });
    expect(planSessionCheck(s, NOW + INACTIVITY_LIMIT_MS - 1, NOW).type).not.toBe('end');
    expect(planSessionCheck(s, NOW + INACTIVITY_LIMIT_MS, NOW)).toEqual({ type: 'end', reason: 'inactive' });
  });

  it('never expires for inactivity with keepLoggedIn', () => {
    expect(planSessionCheck(session({ keepLoggedIn: true }), NOW + 5 * INACTIVITY_LIMIT_MS, NOW).type).not.toBe('end');
  });

  it('reports an expiry another tab recorded', () => {
    expect(computeSessionPhase(session({ endedReason: 'inactive' }), NOW, NOW)).toMatchObject({ phase: 'expired', reason: 'inactive' });
    expect(planSessionCheck(session({ endedReason: 'inactive' }), NOW, NOW)).toEqual({ type: 'none' });
  });
});
