import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaderElection, localLeaderStore, memoryLeaderStore, type LeaderStore } from './leader-election';
import { FOLLOWER_CHECK_MS, LEADER_HEARTBEAT_MS, LEADER_STALE_MS } from './session-constants';

/** Two "tabs" share one store; each counts how often it reads it. */
function tab(store: LeaderStore, id: string) {
  const reads = { count: 0 };
  const counting: LeaderStore = { ...store, read: () => (reads.count++, store.read()) };
  const ticks = vi.fn();
  const election = new LeaderElection({ store: counting, id, onLeaderTick: ticks });
  return { election, reads, ticks };
}

describe('leader tab election (spec 4, 9: heartbeat 4 s, stale 5 s, follower check 2 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes the first tab leader and the second a follower', () => {
    const store = memoryLeaderStore();
    const a = tab(store, 'a');
    const b = tab(store, 'b');
    a.election.start();
    b.election.start();
    expect(a.election.isLeader()).toBe(true);
    expect(b.election.isLeader()).toBe(false);
    expect(a.ticks).toHaveBeenCalledTimes(1);
  });

  it('beats every 4 s and runs the checks on each beat', () => {
    const store = memoryLeaderStore();
    const a = tab(store, 'a');
    a.election.start();
    const before = store.read()?.beatAt ?? 0;
    vi.advanceTimersByTime(LEADER_HEARTBEAT_MS - 1);
    expect(store.read()?.beatAt).toBe(before);
    vi.advanceTimersByTime(1);
    expect(store.read()?.beatAt).toBe(before + LEADER_HEARTBEAT_MS);
    vi.advanceTimersByTime(3 * LEADER_HEARTBEAT_MS);
    expect(a.ticks).toHaveBeenCalledTimes(5);
  });

  it('has followers look every 2 s', () => {
    const store = memoryLeaderStore();
    tab(store, 'a').election.start();
    const b = tab(store, 'b');
    b.election.start();
    const startReads = b.reads.count;
    vi.advanceTimersByTime(FOLLOWER_CHECK_MS * 5);
    expect(b.reads.count - startReads).toBe(5);
    expect(b.election.isLeader()).toBe(false);
  });

  it('hands over when the leader heartbeat goes stale (tab frozen or crashed)', () => {
    const store = memoryLeaderStore();
    const a = tab(store, 'a');
    const b = tab(store, 'b');
    a.election.start();
    b.election.start();
    a.election.stop(false); // no goodbye: the heartbeat just stops
    vi.advanceTimersByTime(LEADER_STALE_MS);
    expect(b.election.isLeader()).toBe(false);
    // Stale after 5 s; the next 2-second check takes over.
    vi.advanceTimersByTime(FOLLOWER_CHECK_MS);
    expect(b.election.isLeader()).toBe(true);
    expect(store.read()?.id).toBe('b');
    expect(b.ticks).toHaveBeenCalled();
  });

  it('hands over at the next follower check when the leader tab closes', () => {
    const store = memoryLeaderStore();
    const a = tab(store, 'a');
    const b = tab(store, 'b');
    a.election.start();
    b.election.start();
    a.election.stop(true);
    vi.advanceTimersByTime(FOLLOWER_CHECK_MS);
    expect(b.election.isLeader()).toBe(true);
  });

  it('leaves one leader after two tabs claim at the same moment', () => {
    const store = memoryLeaderStore();
    const a = tab(store, 'a');
    const b = tab(store, 'b');
    a.election.start();
    // b overwrites a's record as if both had seen a stale heartbeat at once.
    store.write({ id: 'b', beatAt: Date.now() });
    b.election.start();
    expect(b.election.isLeader()).toBe(true);
    vi.advanceTimersByTime(LEADER_HEARTBEAT_MS);
    expect([a.election.isLeader(), b.election.isLeader()]).toEqual([false, true]);
  });

  it('shares the heartbeat through localStorage between tabs', () => {
    const a = new LeaderElection({ store: localLeaderStore('test.leader'), id: 'a' });
    const b = new LeaderElection({ store: localLeaderStore('test.leader'), id: 'b' });
    a.start();
    b.start();
    expect(JSON.parse(window.localStorage.getItem('test.leader') ?? '{}')).toMatchObject({ id: 'a' });
    expect(b.isLeader()).toBe(false);
    a.stop();
    expect(window.localStorage.getItem('test.leader')).toBeNull();
    b.stop();
  });
});
