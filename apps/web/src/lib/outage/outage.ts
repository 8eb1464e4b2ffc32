import { ApiError } from '../api-error';

/** Which status page an outage shows (spec 8): 502 for connectivity, 504 for a timeout. */
export type OutageKind = 'connectivity' | 'timeout';

/**
 * Whether a failed request means the service is out of reach rather than wrong: the network
 * failed (the api-client's NETWORK error), a proxy answered 502 or 504, or the API answered 503
 * (its database is unreachable, decision 0016).
 */
export function outageKindOf(error: unknown): OutageKind | null {
  if (!(error instanceof ApiError)) return null;
  if (error.httpStatus === 504) return 'timeout';
  if (error.errorCode === 'NETWORK' || error.httpStatus === 502 || error.httpStatus === 503) return 'connectivity';
  return null;
}

/** A retry never waits longer than this, whatever Retry-After says: the page shows its state meanwhile. */
const MAX_RETRY_WAIT_MS = 5_000;

/** TanStack Query's retryDelay: the API's Retry-After when it sent one (a 503), else 1 s, 2 s, 4 s… */
export function queryRetryDelay(failures: number, error: unknown): number {
  const retryAfter = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) return Math.min(retryAfter * 1_000, MAX_RETRY_WAIT_MS);
  return Math.min(1_000 * 2 ** failures, 30_000);
}

export type RecoveryOptions = { initialDelayMs?: number; maxDelayMs?: number; fetchImpl?: typeof fetch };

/** Exponential backoff with jitter: half the step plus up to another half, so tabs do not ask in step. */
function backoffDelay(attempt: number, initialMs: number, maxMs: number): number {
  const step = Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1));
  return step / 2 + (Math.random() * step) / 2;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Resolves once GET /ready answers 200 (the API and its database are back), asking with
 * backoff and jitter (2 s, 4 s, 8 s… up to 15 s by default) so the tabs of many clubs do not
 * ask in step. Rejects only when `signal` aborts.
 */
export async function waitUntilReady(signal: AbortSignal, options: RecoveryOptions = {}): Promise<void> {
  const initial = options.initialDelayMs ?? 2_000;
  const max = options.maxDelayMs ?? 15_000;
  const doFetch = options.fetchImpl ?? ((input, init) => fetch(input, init));
  for (let attempt = 1; ; attempt++) {
    await sleep(backoffDelay(attempt, initial, max), signal);
    try {
      const response = await doFetch('/ready', { cache: 'no-store', credentials: 'same-origin', signal });
      if (response.ok) return;
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
}
