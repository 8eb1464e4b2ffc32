import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../test/fixtures';
import { ActivityTracker, memoryActivityStore } from './activity-tracker';
import { memoryLeaderStore, type LeaderStore } from './leader-election';
import { RefreshError } from './refresh-session';
import { FOLLOWER_CHECK_MS, INACTIVITY_LIMIT_MS, LEADER_HEARTBEAT_MS, LEADER_STALE_MS, REFRESH_AHEAD_MS } from './session-constants';
import { SessionMonitor } from './session-monitor';
import { dropSession, getSession, setSession } from './session-store';

const MIN = 60_000;
const events = new EventTarget() as unknown as Window;

function monitor(store: LeaderStore = memoryLeaderStore(), refresh = vi.fn(async () => 'new')) {
  const revoke = vi.fn(async () => undefined);
  const onRefreshFailed = vi.fn();
  const m = new SessionMonitor({
    leaderStore: store,
    activity: new ActivityTracker(memoryActivityStore()),
    refresh,
    revoke,
    onRefreshFailed,
  });
  return { m, refresh, revoke, onRefreshFailed, stop: m.start(events) };
}

/** Lets the checks' promises settle between timer steps. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('session monitor: the leader tab runs the periodic checks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    dropSession();
  });

  it('with keepLoggedIn, refreshes at once when the refresh validity is within 10 minutes', async () => {
    storeSession({
      keepLoggedIn: true,
      refreshTokenValidity: Date.now() + REFRESH_AHEAD_MS + 30_000,
      tokenExpiresAt: Date.now() + 3600_000,
    });
    const { refresh, stop } = monitor();
    await advance(LEADER_HEARTBEAT_MS * 7); // 28 s: still outside the window
    expect(refresh).not.toHaveBeenCalled();
    await advance(LEADER_HEARTBEAT_MS * 1); // 32 s: inside
    expect(refresh).toHaveBeenCalledWith('header.payload.signature');
    stop();
  });

  it('without keepLoggedIn, does not refresh by itself inside the window (the modal asks)', async () => {
    storeSession({ refreshTokenValidity: Date.now() + 9 * MIN, tokenExpiresAt: Date.now() + 3600_000 });
    const { refresh, stop } = monitor();
    await advance(LEADER_HEARTBEAT_MS * 10);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('renews the access token shortly before it expires while the person is active', async () => {
    storeSession({ tokenTtl: 900, tokenExpiresAt: Date.now() + 60_000 });
    const { m, refresh, stop } = monitor();
    await advance(28_000);
    expect(refresh).not.toHaveBeenCalled();
    m.activity.record();
    await advance(4_000); // 32 s: 28 s left, inside the 30-second lead
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a failed refresh is reported (the app then goes to /auth/logout)', async () => {
    storeSession({ keepLoggedIn: true, refreshTokenValidity: Date.now() + 5 * MIN });
    const { onRefreshFailed, stop } = monitor(
      undefined,
      vi.fn(async () => Promise.reject(new RefreshError('noTokenReceived'))),
    );
    await advance(0);
    expect(onRefreshFailed).toHaveBeenCalledWith('noTokenReceived');
    stop();
  });

  it('ends the session after 30 minutes without input, and revokes the refresh token', async () => {
    storeSession({ refreshTokenValidity: Date.now() + 24 * 60 * MIN, tokenExpiresAt: Date.now() + 24 * 60 * MIN });
    const { m, revoke, stop } = monitor();
    await advance(INACTIVITY_LIMIT_MS - 2 * MIN);
    m.activity.record(); // some input: the clock starts again
    await advance(INACTIVITY_LIMIT_MS - LEADER_HEARTBEAT_MS);
    expect(getSession()?.endedReason).toBeUndefined();
    await advance(2 * LEADER_HEARTBEAT_MS);
    expect(getSession()?.endedReason).toBe('inactive');
    expect(revoke).toHaveBeenCalledTimes(1);
    stop();
  });

  it('marks the session expired when the refresh validity passes', async () => {
    setSession({ ...storeSession({ refreshTokenValidity: Date.now() + 8_000 }), refreshLifetime: 8_000 });
    const { stop } = monitor();
    await advance(LEADER_HEARTBEAT_MS * 2);
    expect(getSession()?.endedReason).toBe('expired');
    stop();
  });

  it('only the leader acts; a follower takes over when the leader tab stops', async () => {
    storeSession({ keepLoggedIn: true, refreshTokenValidity: Date.now() + 5 * MIN });
    const store = memoryLeaderStore();
    const leader = monitor(store);
    const follower = monitor(store);
    await advance(LEADER_HEARTBEAT_MS * 2);
    expect(leader.refresh).toHaveBeenCalled();
    expect(follower.refresh).not.toHaveBeenCalled();
    leader.m.election.stop(false);
    await advance(LEADER_STALE_MS + FOLLOWER_CHECK_MS);
    expect(follower.m.election.isLeader()).toBe(true);
    expect(follower.refresh).toHaveBeenCalled();
    leader.stop();
    follower.stop();
  });
});
