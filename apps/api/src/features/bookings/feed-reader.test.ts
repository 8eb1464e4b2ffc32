import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { readExternalFeed } from './feed-reader';

/**
 * The feed reader against a server on 127.0.0.1 (nothing leaves this machine). Made-up names
 * reach it through an injected resolver; loopback itself is allowed only where a test says so.
 */
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';
let server: Server;
let port = 0;
let requests: string[] = [];
const local = (path: string) => `http://127.0.0.1:${port}${path}`;

const routes: Record<string, (res: ServerResponse, req: IncomingMessage) => void> = {
  '/feed.ics': (res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS),
  '/to-metadata': (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/to-internal-name': (res) => res.writeHead(301, { location: 'http://intranet.example/feed.ics' }).end(),
  '/to-mapped': (res) => res.writeHead(307, { location: 'http://[::ffff:10.0.0.1]/feed.ics' }).end(),
  '/to-file': (res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  '/to-feed': (res) => res.writeHead(302, { location: '/feed.ics' }).end(),
  '/loop': (res) => res.writeHead(302, { location: '/loop' }).end(),
  '/error': (res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('db-password=hunter2 at 10.0.0.5'),
  '/big': (res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let i = 0; i < 40; i++) res.write(chunk);
    res.end();
  },
  '/never-ends': (res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.write('BEGIN:VCALENDAR\r\n');
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const route = routes[req.url ?? ''];
    if (route) route(res, req);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Names the tests use: one "public-looking" name for the local server, others internal. */
const names: Record<string, string[]> = {
  'calendar.example': ['127.0.0.1'],
  'intranet.example': ['10.1.2.3'],
  'rebind.example': ['93.184.216.34', '127.0.0.1'],
};
const resolve = async (host: string) => names[host] ?? [];
const strict = { allowLoopback: false, resolve };
const loopbackTests = { allowLoopback: true, resolve };

const failure = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected the read to fail');
};

describe('external feed reader', () => {
  it('reads a feed (loopback allowed by the test-only option), following a redirect', async () => {
    expect(await readExternalFeed(local('/feed.ics'), loopbackTests)).toBe(ICS);
    expect(await readExternalFeed(local('/to-feed'), loopbackTests)).toBe(ICS);
  });

  it('refuses loopback without the option, before connecting, also when a name resolves to it', async () => {
    requests = [];
    expect((await failure(readExternalFeed(local('/feed.ics'), strict))).code).toBe('feedAddressRefused');
    expect((await failure(readExternalFeed(`http://calendar.example:8080/feed.ics`, strict))).code).toBe('feedAddressRefused');
    expect((await failure(readExternalFeed(`http://rebind.example/feed.ics`, strict))).code).toBe('feedAddressRefused');
    expect(requests).toEqual([]);
  });

  it('re-checks every redirect: internal literal, internal name, IPv4-mapped, other schemes, more than three', async () => {
    for (const path of ['/to-metadata', '/to-internal-name', '/to-mapped']) {
      expect((await failure(readExternalFeed(local(path), loopbackTests))).code, path).toBe('feedAddressRefused');
    }
    expect((await failure(readExternalFeed(local('/to-file'), loopbackTests))).code).toBe('feedAddressRefused');
    requests = [];
    expect((await failure(readExternalFeed(local('/loop'), loopbackTests))).code).toBe('feedUnreadable');
    expect(requests).toHaveLength(4);
  });

  it('says only "unreadable" for an error answer: no status, no line of the body', async () => {
    const error = await failure(readExternalFeed(local('/error'), loopbackTests));
    expect(error.code).toBe('feedUnreadable');
    expect(JSON.stringify({ code: error.code })).not.toMatch(/500|hunter2|10\.0\.0\.5/);
  });

  it('stops reading past the size cap', async () => {
    const error = await failure(readExternalFeed(local('/big'), { ...loopbackTests, maxBytes: 1024 * 1024 }));
    expect(error.code).toBe('feedUnreadable');
  });

  it('gives up on a feed that never finishes at the time cap', async () => {
    const started = Date.now();
    const error = await failure(readExternalFeed(local('/never-ends'), { ...loopbackTests, timeoutMs: 300 }));
    expect(error.code).toBe('feedUnreadable');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the loopback option', () => {
  it('is off unless asked for, and refused in production', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).externalFeedsAllowLoopback).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test', EXTERNAL_FEEDS_ALLOW_LOOPBACK: 'true' }).externalFeedsAllowLoopback).toBe(true);
    expect(() => parseConfig({ NODE_ENV: 'production', EXTERNAL_FEEDS_ALLOW_LOOPBACK: 'true' })).toThrow(/EXTERNAL_FEEDS_ALLOW_LOOPBACK/);
  });
});
