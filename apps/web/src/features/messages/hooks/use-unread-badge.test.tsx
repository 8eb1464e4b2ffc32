import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UNREAD_POLL_INTERVAL_MS } from '@tribuna/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { messageKeys } from '../api/message-keys';
import { CLUB, EVENTS_URL, actingManager, PROFILE, UNREAD_URL } from '../test/messages-test-utils';
import { useUnreadBadge } from './use-unread-badge';

/** The event stream stays open; `push` sends one event down it. */
function eventStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const push = (event: object) => controller?.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`));
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }), push };
}

function setup(unreadAnswers: number[], stream = eventStream()) {
  const times: number[] = [];
  const t0 = Date.now();
  const streamHeaders: Headers[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === UNREAD_URL) {
      times.push(Date.now() - t0);
      return jsonResponse(200, { unreadMessages: unreadAnswers.shift() ?? 0 });
    }
    if (url === EVENTS_URL) {
      streamHeaders.push(new Headers(init?.headers));
      return stream.response;
    }
    return jsonResponse(599, { code: 599, message: `unstubbed ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const view = renderHook(() => useUnreadBadge(CLUB, PROFILE), { wrapper });
  return { view, times, queryClient, stream, streamHeaders };
}

describe('the unread badge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    storeSession({ currentProfile: actingManager });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls GET /unread every 120 s', async () => {
    const { view, times } = setup([2, 5]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.result.current).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(times).toEqual([0, UNREAD_POLL_INTERVAL_MS]);
    expect(view.result.current).toBe(5);
    view.unmount();
  });

  it('never asks twice within a second, however often the count is invalidated', async () => {
    const { view, times, queryClient } = setup([1, 2, 3]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(times).toEqual([0]);
    await act(async () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadAll(CLUB) });
      await vi.advanceTimersByTimeAsync(100);
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadAll(CLUB) });
      await vi.advanceTimersByTimeAsync(100);
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadAll(CLUB) });
    });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1_000);
    view.unmount();
  });

  it('takes the count of a stream event at once, without asking again', async () => {
    const { view, times, stream, streamHeaders } = setup([1]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.result.current).toBe(1);
    expect(streamHeaders[0]?.get('Authorization')).toBe('Bearer header.payload.signature');
    expect(streamHeaders[0]?.get('Profile')).toBe(PROFILE);
    await act(async () => {
      stream.push({ type: 'message', threadHash: 'thread000001', unreadMessages: 4 });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(view.result.current).toBe(4);
    expect(times).toEqual([0]);
    view.unmount();
  });
});
