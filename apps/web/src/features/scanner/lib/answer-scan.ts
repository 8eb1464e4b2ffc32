import type { ScanAnswer } from '@tribuna/contract/access-control';
import { ApiError } from '../../../lib/api-error';

/** How long the scanner waits for the API before it decides on the phone (issue 24). */
export const ONLINE_PATIENCE_MS = 800;

export interface ScanOutcome {
  answer: ScanAnswer;
  /** Decided on the phone (no answer in time, or no network); the scan waits in the queue. */
  offline: boolean;
}

export interface AnswerScanInput {
  online: (signal: AbortSignal) => Promise<ScanAnswer>;
  /** The phone's own decision, or null when it holds no offline data to decide with. */
  local: () => Promise<ScanAnswer | null>;
  patienceMs?: number;
}

/** The API answered with a refusal of the request itself (a 4xx): deciding locally would hide it. */
const isRequestRefused = (error: unknown) => error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;

/**
 * Asks the API and, after a network error, a 5xx or `patienceMs` without an answer, decides on
 * the phone instead. The late request is dropped: the queued copy carries the same nonce, so if
 * it did reach the API the upload answers that first scan rather than counting a second one.
 * Null when the phone could not decide (no offline data): the caller says so.
 */
export async function answerScan({ online, local, patienceMs = ONLINE_PATIENCE_MS }: AnswerScanInput): Promise<ScanOutcome | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), patienceMs);
  });
  try {
    const first = await Promise.race([online(controller.signal), late]);
    if (first !== 'late') return { answer: first, offline: false };
  } catch (error) {
    if (isRequestRefused(error)) throw error;
  } finally {
    clearTimeout(timer);
  }
  controller.abort();
  const answer = await local();
  return answer ? { answer, offline: true } : null;
}
