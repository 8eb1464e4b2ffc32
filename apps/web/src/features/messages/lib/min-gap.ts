/** Waits `ms`, or rejects with the signal's reason when it is aborted first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Spaces out requests sharing a key by at least `gapMs` (spec 9: unread counts never twice within
 * a second, however many invalidations, remounts or events ask for one). Each caller reserves the
 * next free slot at once, so callers arriving together are queued one gap apart rather than
 * released together; the caller then waits for its slot.
 */
export function createMinGap(gapMs: number, now: () => number = () => Date.now()) {
  const nextFree = new Map<string, number>();
  return async function waitTurn(key: string, signal?: AbortSignal): Promise<void> {
    const at = Math.max(now(), nextFree.get(key) ?? 0);
    nextFree.set(key, at + gapMs);
    const wait = at - now();
    if (wait > 0) await sleep(wait, signal);
  };
}
