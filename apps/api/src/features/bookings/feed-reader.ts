import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkFeedUrl,
  hostOf,
  systemResolver,
  vetHost,
  type FeedAddressPolicy,
  type ResolveHost,
  type VettedAddress,
} from './feed-address';
import { FeedError, unreadable } from './feed-error';

export const EXTERNAL_FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Everything one feed may take: every lookup, redirect and the whole body. */
export const FEED_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type FeedReadOptions = FeedAddressPolicy & {
  /** Tests map made-up names to addresses; the system resolver otherwise. */
  resolve?: ResolveHost;
  timeoutMs?: number;
  maxBytes?: number;
};
export type ReadFeed = (url: string, options?: { timeoutMs?: number }) => Promise<string>;

/**
 * The socket's own lookup, answering only the addresses vetted just before: the connection goes
 * where the check looked, even if the name's DNS answer changes in between (rebinding).
 */
function pinnedLookup(vetted: VettedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? vetted.filter((a) => a.family === options.family) : vetted;
    if (!wanted.length) return callback(Object.assign(new Error('no vetted address'), { code: 'ENOTFOUND' }), '', 4);
    if (options.all) return (callback as (e: null, all: VettedAddress[]) => void)(null, wanted);
    callback(null, wanted[0]!.address, wanted[0]!.family);
  };
}

function get(url: URL, vetted: VettedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      lookup: pinnedLookup(vetted),
      signal,
      // A fresh connection each time: a pooled one could have been made to another address.
      agent: false,
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Tribuna calendar reader' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

async function bodyOf(response: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw unreadable('declared larger than the limit');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw unreadable('larger than the limit');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Resolves with the work, or rejects once the signal aborts (a lookup cannot be cancelled). */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(unreadable('timed out'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function follow(start: URL, options: Required<FeedReadOptions>, signal: AbortSignal): Promise<string> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const vetted = await beforeAbort(vetHost(hostOf(url), options.resolve, options), signal);
    const response = await get(url, vetted, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.resume();
      const location = response.headers.location;
      if (!location || hop >= MAX_REDIRECTS) throw unreadable(`redirect ${status} without a usable location`);
      // Every hop is checked like the first: scheme, port, literal address, then its addresses.
      url = checkFeedUrl(new URL(location, url).href, options);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw unreadable(`status ${status}`);
    }
    return bodyOf(response, options.maxBytes);
  }
}

/**
 * Reads an external calendar feed: checked address, pinned connection, at most three redirects
 * (each checked again), 2 MB and 10 s in all. Throws FeedError, whose code is all a manager sees.
 */
export async function readExternalFeed(text: string, options: FeedReadOptions): Promise<string> {
  const settled = { resolve: systemResolver, timeoutMs: FEED_TIMEOUT_MS, maxBytes: EXTERNAL_FEED_MAX_BYTES, ...options };
  const url = checkFeedUrl(text, settled);
  const signal = AbortSignal.timeout(settled.timeoutMs);
  try {
    return await follow(url, settled, signal);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw unreadable(signal.aborted ? 'timed out' : (error as Error).message);
  }
}

/** The reader the bookings use, bound to the process's address policy. */
export const feedReader =
  (policy: FeedAddressPolicy, resolve?: ResolveHost): ReadFeed =>
  (url, { timeoutMs } = {}) =>
    readExternalFeed(url, { ...policy, ...(resolve ? { resolve } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
