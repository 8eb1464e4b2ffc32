import { MessagingEventSchema, type MessagingEvent } from '@tribuna/contract';
import { createParser } from 'eventsource-parser';
import { sleep } from './min-gap';

export interface StreamRequest {
  url: string;
  /** Authorization and Profile: EventSource cannot send them, hence fetch. */
  headers: Record<string, string>;
}

export interface MessagingStreamOptions {
  /** Built afresh for each connection (the token may have been renewed); null stops the stream. */
  request: () => StreamRequest | null;
  onEvent: (event: MessagingEvent) => void;
  /** Called on each connection; `reconnected` when events may have been missed since the last one. */
  onOpen?: (reconnected: boolean) => void;
  /** A 401: renew the access token before the next try. */
  renewToken?: () => Promise<unknown>;
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  fetchImpl?: typeof fetch;
}

/** Answers that will not change by asking again (a bad or foreign Profile header, no access). */
const PERMANENT = new Set([400, 403, 404, 405, 410]);

/** Exponential backoff with jitter: half the step plus up to another half, so tabs do not reconnect in step. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number, random: () => number = Math.random): number {
  const step = Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1));
  return step / 2 + (random() * step) / 2;
}

function eventFrom(data: string): MessagingEvent | null {
  try {
    // An event this build does not know is skipped; polling still corrects the badge.
    const event = MessagingEventSchema.safeParse(JSON.parse(data));
    return event.success ? event.data : null;
  } catch {
    return null;
  }
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: MessagingEvent) => void): Promise<void> {
  const parser = createParser({
    onEvent: ({ data }) => {
      const event = eventFrom(data);
      if (event) onEvent(event);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The messaging event stream (issue 10 part 5): GET /communications/events read as
 * text/event-stream through fetch, reconnecting with backoff after an error or a closed stream
 * (the API restarts, a proxy cuts it). Returns `close`, which ends it for good.
 */
export function openMessagingStream(options: MessagingStreamOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const initial = options.initialDelayMs ?? 1_000;
  const max = options.maxDelayMs ?? 30_000;
  const doFetch = options.fetchImpl ?? ((input, init) => fetch(input, init));

  const run = async () => {
    let attempt = 0;
    let opened = false;
    while (!signal.aborted) {
      const request = options.request();
      if (!request) return;
      try {
        const response = await doFetch(request.url, {
          headers: { ...request.headers, Accept: 'text/event-stream' },
          credentials: 'same-origin',
          cache: 'no-store',
          signal,
        });
        if (response.ok && response.body) {
          options.onOpen?.(opened);
          opened = true;
          attempt = 0;
          await readEvents(response.body, options.onEvent);
        } else {
          void response.body?.cancel().catch(() => undefined);
          if (response.status === 401) await options.renewToken?.().catch(() => undefined);
          else if (PERMANENT.has(response.status)) return;
        }
      } catch {
        if (signal.aborted) return;
      }
      attempt += 1;
      await sleep(backoffDelay(attempt, initial, max, options.random), signal).catch(() => undefined);
    }
  };
  void run();
  return () => controller.abort();
}
