import type { FastifyReply } from 'fastify';
import type { StreamSink } from './event-subscriber';

/** A client this far behind (unsent bytes) is dropped; it reconnects or polls. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a browser's EventSource waits before reconnecting after the stream ends. */
const RECONNECT_MS = 10_000;

/**
 * Takes the reply over and answers `text/event-stream`. Headers already set by the hooks
 * (request id, security headers, CORS) are kept; compression is not applied (hijacked replies
 * skip it), and proxies are told not to buffer.
 */
export function openEventStream(reply: FastifyReply): StreamSink {
  reply.hijack();
  const raw = reply.raw;
  const headers = Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined));
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RECONNECT_MS}\n\n`);
  return {
    write(text) {
      if (raw.destroyed || raw.writableEnded || raw.writableLength > MAX_BUFFERED_BYTES) return false;
      raw.write(text);
      return true;
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
