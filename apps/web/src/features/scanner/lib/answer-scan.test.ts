import type { ScanAnswer } from '@tribuna/contract/access-control';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { answerScan, LAST_RESORT_MS, ONLINE_PATIENCE_MS } from './answer-scan';

const answer = (result: ScanAnswer['result']): ScanAnswer => ({
  scanHash: 'scan',
  result,
  reason: result === 'admitted' ? 'valid' : 'alreadyUsed',
  codeKind: 'ticket',
  direction: 'entry',
  listHash: 'list',
  scannedAt: '2026-05-10T17:42:00.000Z',
  person: null,
  ticket: null,
  previous: null,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('asking the API, else the phone', () => {
  it('shows the API’s answer when it comes in time, without asking the phone', async () => {
    const local = vi.fn(async () => answer('refused'));
    const outcome = await answerScan({ online: async () => answer('admitted'), local });
    expect(outcome).toEqual({ answer: answer('admitted'), offline: false });
    expect(local).not.toHaveBeenCalled();
  });

  it('decides on the phone after 800 ms without an answer, and drops the late request', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const online = (signal: AbortSignal) =>
      new Promise<ScanAnswer>((_, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const pending = answerScan({ online, local: async () => answer('admitted') });
    await vi.advanceTimersByTimeAsync(ONLINE_PATIENCE_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ answer: answer('admitted'), offline: true });
    expect(aborted).toBe(true);
  });

  it('decides on the phone at once after a network error or a 5xx', async () => {
    const network = new ApiError(0, 0, 'NETWORK', 'Failed to fetch');
    expect(await answerScan({ online: () => Promise.reject(network), local: async () => answer('refused') })).toMatchObject({
      offline: true,
    });
    const down = new ApiError(503, 503, 'UNKNOWN', 'down');
    expect(await answerScan({ online: () => Promise.reject(down), local: async () => answer('refused') })).toMatchObject({ offline: true });
  });

  it('reports a refused request (429, 404) instead of hiding it behind a local answer', async () => {
    const limited = new ApiError(429, 429, 'TOO_MANY_REQUESTS', 'slow down');
    await expect(answerScan({ online: () => Promise.reject(limited), local: async () => answer('admitted') })).rejects.toBe(limited);
  });

  it('says it could not decide when the phone holds no offline data', async () => {
    const network = new TypeError('Failed to fetch');
    expect(await answerScan({ online: () => Promise.reject(network), local: async () => null })).toBeNull();
  });

  it('waits for a slow API when the phone holds no offline data, as its answer is the only one', async () => {
    vi.useFakeTimers();
    let answerNow!: (value: ScanAnswer) => void;
    const local = vi.fn(async () => null);
    const pending = answerScan({ online: () => new Promise<ScanAnswer>((resolve) => (answerNow = resolve)), local });
    await vi.advanceTimersByTimeAsync(ONLINE_PATIENCE_MS + 2_000);
    expect(local).toHaveBeenCalled();
    answerNow(answer('admitted'));
    expect(await pending).toEqual({ answer: answer('admitted'), offline: false });
  });

  it('gives up on an API that never answers a phone without offline data, and drops the request', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const online = (signal: AbortSignal) =>
      new Promise<ScanAnswer>((_, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const pending = answerScan({ online, local: async () => null });
    await vi.advanceTimersByTimeAsync(ONLINE_PATIENCE_MS + LAST_RESORT_MS);
    expect(await pending).toBeNull();
    expect(aborted).toBe(true);
  });
});
