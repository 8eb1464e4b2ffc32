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

/** How long a phone without offline data waits for a slow API before it gives up on the scan. */
export const LAST_RESORT_MS = 15_000;

/**
 * Asks the API and, after a network error, a 5xx or `patienceMs` without an answer, decides on
 * the phone instead. The late request is dropped: the queued copy carries the same nonce, so if
 * it did reach the API the upload answers that first scan rather than counting a second one.
 * A phone with no offline data to decide with keeps waiting for a slow API (up to
 * LAST_RESORT_MS): its answer, however late, is the only one there is. Null when neither could
 * decide (no offline data and no answer): the caller says so.
 */
export async function answerScan({ online, local, patienceMs = ONLINE_PATIENCE_MS }: AnswerScanInput): Promise<ScanOutcome | null> {
  const controller = new AbortController();
  let stillAsking: Promise<ScanAnswer> | null = null;
  const first = await raceWith(online(controller.signal), patienceMs).then(
    (outcome) => outcome,
    (error: unknown) => {
      if (isRequestRefused(error)) throw error;
      return null;
    },
  );
  if (first && first.kind === 'answer') return { answer: first.answer, offline: false };
  if (first) stillAsking = first.pending;
  const answer = await local();
  if (answer || !stillAsking) {
    controller.abort();
    // The dropped request's rejection (its abort) is expected: nobody awaits it.
    stillAsking?.catch(() => undefined);
    return answer ? { answer, offline: true } : null;
  }
  try {
    const late = await raceWith(stillAsking, LAST_RESORT_MS);
    if (late.kind === 'answer') return { answer: late.answer, offline: false };
  } catch (error) {
    if (isRequestRefused(error)) throw error;
  }
  controller.abort();
  stillAsking.catch(() => undefined);
  return null;
}

/** The request's answer if it comes within `ms`, else the request still pending. */
async function raceWith(
  request: Promise<ScanAnswer>,
  ms: number,
): Promise<{ kind: 'answer'; answer: ScanAnswer } | { kind: 'late'; pending: Promise<ScanAnswer> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const first = await Promise.race([request, late]);
    return first === 'late' ? { kind: 'late', pending: request } : { kind: 'answer', answer: first };
  } finally {
    clearTimeout(timer);
  }
}
