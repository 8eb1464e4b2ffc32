/**
 * Exclusive sections across the tabs of this browser. The Web Locks API is the real path
 * (`navigator.locks`); where it is missing (old browsers, jsdom) an in-memory lock keeps at
 * least this tab's callers in order.
 */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const chains = new Map<string, Promise<unknown>>();

/** In-memory fallback: callers of one name run one after another. */
export const memoryLocks: LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    const previous = chains.get(name) ?? Promise.resolve();
    const run = previous.then(callback, callback);
    const tail = run.catch(() => undefined);
    chains.set(name, tail);
    void tail.then(() => {
      if (chains.get(name) === tail) chains.delete(name);
    });
    return run;
  },
};

let override: LockManagerLike | null = null;

/** Tests (and embedders) may supply a lock manager; null goes back to detection. */
export function setLockManager(manager: LockManagerLike | null): void {
  override = manager;
}

export function lockManager(): LockManagerLike {
  if (override) return override;
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : memoryLocks;
}

export function runExclusive<T>(name: string, callback: () => Promise<T>): Promise<T> {
  return lockManager().request(name, callback);
}
