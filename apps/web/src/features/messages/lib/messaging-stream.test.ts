import type { MessagingEvent } from '@tribuna/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, openMessagingStream } from './messaging-stream';

/** A text/event-stream answer made of these chunks; it ends after them unless `open`. */
function streamResponse(chunks: string[], { open = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const event = (unreadMessages: number, type: MessagingEvent['type'] = 'message') =>
  `data: ${JSON.stringify({ type, threadHash: 'thread000001', unreadMessages })}\n\n`;

const request = () => ({ url: '/api/clubs/c/communications/events', headers: { Authorization: 'Bearer t', Profile: 'prof00000001' } });

describe('openMessagingStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the Authorization and Profile headers and hands over each event, skipping unknown ones', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      streamResponse([': hi\n\n', event(2), 'data: {"type":"other"}\n\n', event(0, 'state')], { open: true }),
    );
    const events: MessagingEvent[] = [];
    const close = openMessagingStream({ request, onEvent: (e) => events.push(e), fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      { type: 'message', threadHash: 'thread000001', unreadMessages: 2 },
      { type: 'state', threadHash: 'thread000001', unreadMessages: 0 },
    ]);
    const init = fetchImpl.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t', Profile: 'prof00000001', Accept: 'text/event-stream' });
    close();
  });

  it('reconnects with a growing delay after failures and says when it reconnected', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(streamResponse([event(1)]))
      .mockResolvedValue(streamResponse([], { open: true }));
    const opens: boolean[] = [];
    const close = openMessagingStream({
      request,
      onEvent: () => undefined,
      onOpen: (again) => opens.push(again),
      fetchImpl,
      random: () => 1,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000); // first retry after 1 s
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999); // the next waits 2 s
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(opens).toEqual([false]);
    // That stream ended: reconnect after the first step again, reporting the gap.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(opens).toEqual([false, true]);
    close();
  });

  it('renews the token after a 401 and stops for good on an answer that will not change', async () => {
    const renewToken = vi.fn(async () => 'new');
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 401 }))
      .mockResolvedValue(new Response('', { status: 400 }));
    openMessagingStream({ request, onEvent: () => undefined, renewToken, fetchImpl, random: () => 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('stops reconnecting once closed, and never starts without a request', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 503 }));
    const close = openMessagingStream({ request, onEvent: () => undefined, fetchImpl, random: () => 1 });
    await vi.advanceTimersByTimeAsync(0);
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const none = vi.fn<typeof fetch>();
    openMessagingStream({ request: () => null, onEvent: () => undefined, fetchImpl: none });
    await vi.advanceTimersByTimeAsync(0);
    expect(none).not.toHaveBeenCalled();
  });

  it('caps the delay', () => {
    expect(backoffDelay(1, 1_000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(20, 1_000, 30_000, () => 1)).toBe(30_000);
  });
});
