import { readJson, writeJson } from '../storage';
import { FOLLOWER_CHECK_MS, LEADER_HEARTBEAT_MS, LEADER_STALE_MS, SESSION_STORAGE_KEYS } from './session-constants';

/** The leader's heartbeat as every tab sees it. */
export interface LeaderRecord {
  id: string;
  beatAt: number;
}

export interface LeaderStore {
  read(): LeaderRecord | null;
  write(record: LeaderRecord): void;
  remove(id: string): void;
}

/** Shared between the tabs of a browser through localStorage (synchronous, same origin). */
export function localLeaderStore(key: string = SESSION_STORAGE_KEYS.leader): LeaderStore {
  return {
    read: () => readJson<LeaderRecord>(key),
    write: (record) => writeJson(key, record),
    remove: (id) => {
      try {
        if (readJson<LeaderRecord>(key)?.id === id) window.localStorage.removeItem(key);
      } catch {
        // storage unavailable: the heartbeat goes stale instead
      }
    },
  };
}

/** In-memory store: several elections on one object stand for several tabs (tests), or one tab without storage. */
export function memoryLeaderStore(): LeaderStore {
  let record: LeaderRecord | null = null;
  return {
    read: () => record,
    write: (next) => void (record = { ...next }),
    remove: (id) => void (record?.id === id && (record = null)),
  };
}

/** localStorage when it works (private modes may refuse writes), else this tab leads alone. */
export function defaultLeaderStore(): LeaderStore {
  try {
    const probe = `${SESSION_STORAGE_KEYS.leader}.probe`;
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return localLeaderStore();
  } catch {
    return memoryLeaderStore();
  }
}

export interface LeaderElectionOptions {
  store?: LeaderStore;
  id?: string;
  now?: () => number;
  /** Runs on every heartbeat of the leader (and when this tab becomes leader). */
  onLeaderTick?: () => void;
  onChange?: (isLeader: boolean) => void;
}

/**
 * One tab leads the periodic session checks (spec 4, 9). The leader writes a heartbeat every 4 s;
 * followers look every 2 s and take over a heartbeat older than 5 s (the leader's tab closed,
 * crashed or was frozen). Two tabs claiming at once both write; the one whose record is overwritten
 * sees it at its next heartbeat and steps down, so two leaders never last beyond one heartbeat.
 */
export class LeaderElection {
  readonly id: string;
  private leader = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly store: LeaderStore;
  private readonly now: () => number;

  constructor(private readonly options: LeaderElectionOptions = {}) {
    this.store = options.store ?? defaultLeaderStore();
    this.now = options.now ?? Date.now;
    this.id = options.id ?? Math.random().toString(36).slice(2, 12);
  }

  isLeader(): boolean {
    return this.leader;
  }

  start(): void {
    this.followerCheck();
    if (!this.leader) this.schedule(FOLLOWER_CHECK_MS, () => this.followerCheck());
  }

  /** `release` hands over at once (tab closing); without it the heartbeat simply goes stale. */
  stop(release = true): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (release && this.leader) this.store.remove(this.id);
    this.setLeader(false);
  }

  private schedule(every: number, run: () => void): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = setInterval(run, every);
  }

  private followerCheck(): void {
    const record = this.store.read();
    const now = this.now();
    if (record && record.id !== this.id && now - record.beatAt <= LEADER_STALE_MS) return;
    this.store.write({ id: this.id, beatAt: now });
    if (this.store.read()?.id !== this.id) return;
    this.setLeader(true);
    this.schedule(LEADER_HEARTBEAT_MS, () => this.heartbeat());
    this.options.onLeaderTick?.();
  }

  private heartbeat(): void {
    const record = this.store.read();
    const now = this.now();
    if (record && record.id !== this.id && now - record.beatAt <= LEADER_STALE_MS) {
      // Another tab claimed the lead (a simultaneous takeover): follow it.
      this.setLeader(false);
      this.schedule(FOLLOWER_CHECK_MS, () => this.followerCheck());
      return;
    }
    this.store.write({ id: this.id, beatAt: now });
    this.options.onLeaderTick?.();
  }

  private setLeader(value: boolean): void {
    if (this.leader === value) return;
    this.leader = value;
    this.options.onChange?.(value);
  }
}
