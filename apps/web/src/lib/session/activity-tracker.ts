import { readString, writeString } from '../storage';
import { ACTIVITY_WRITE_THROTTLE_MS, SESSION_STORAGE_KEYS } from './session-constants';

/** Where the last user input is shared between tabs (localStorage in the app, memory in tests). */
export interface ActivityStore {
  read(): number | null;
  write(at: number): void;
}

export const localActivityStore: ActivityStore = {
  read: () => {
    const value = Number(readString(SESSION_STORAGE_KEYS.activity));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write: (at) => writeString(SESSION_STORAGE_KEYS.activity, String(at)),
};

export function memoryActivityStore(): ActivityStore {
  let value: number | null = null;
  return { read: () => value, write: (at) => void (value = at) };
}

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focus'] as const;

/**
 * Last user input in ANY tab: a person working in one tab is not "inactive" in the others, so
 * the inactivity expiry (spec 4) looks at the latest input across tabs. Writes are throttled.
 */
export class ActivityTracker {
  private local: number;
  private written = 0;

  constructor(
    private readonly store: ActivityStore = localActivityStore,
    private readonly now: () => number = Date.now,
  ) {
    this.local = now();
  }

  record(): void {
    const at = this.now();
    this.local = at;
    if (at - this.written >= ACTIVITY_WRITE_THROTTLE_MS) {
      this.written = at;
      this.store.write(at);
    }
  }

  lastActivity(): number {
    return Math.max(this.local, this.store.read() ?? 0);
  }

  /** Listens to input on `target`; opening a tab counts as activity. Returns the stop function. */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    this.record();
    const onInput = () => this.record();
    INPUT_EVENTS.forEach((name) => target.addEventListener(name, onInput, { passive: true, capture: true }));
    return () => INPUT_EVENTS.forEach((name) => target.removeEventListener(name, onInput, { capture: true }));
  }
}
