import { BookingCalendarSchema } from '@tribuna/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, injectAs, signIn, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * "Read now" of an external feed fetches an address a manager typed: with the limits on, a club
 * gets 30 readings in 10 minutes, so the button cannot become a fetch loop against a host; the
 * budget is the club's own, so another club still reads.
 */
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';
let t: TestApp;
let server: Server;
let reads = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    reads += 1;
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ EXTERNAL_FEEDS_ALLOW_LOOPBACK: 'true' }, { seed: false });
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await t.close();
});

/** A club's manager with one calendar connected to the local feed; answers the refresh address. */
async function connectedCalendar(): Promise<{ manager: Session; refresh: string }> {
  const club = await createClub(t);
  const manager = await signIn(t, (await createManager(t, club)).user);
  const base = `/api/clubs/${club.hash}/bookings/calendars`;
  const created = await injectAs(t, manager, {
    method: 'POST',
    url: base,
    payload: { name: 'Pista feed', sport: 'padel', slotMinutes: [60] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const hash = BookingCalendarSchema.parse(created.json()).hash;
  const feed = `http://127.0.0.1:${(server.address() as AddressInfo).port}/club.ics`;
  const connected = await injectAs(t, manager, {
    method: 'PATCH',
    url: `${base}/${hash}`,
    headers: { 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify({ externalFeedUrl: feed }),
  });
  expect(connected.statusCode, connected.body).toBe(200);
  return { manager, refresh: `${base}/${hash}/external-feed/refresh` };
}

describe('reading an external feed on demand', () => {
  it('stops a club at 30 readings in 10 minutes without fetching the 31st, and leaves other clubs alone', async () => {
    const first = await connectedCalendar();
    for (let n = 0; n < 30; n += 1) {
      const read = await injectAs(t, first.manager, { method: 'POST', url: first.refresh });
      expect(read.statusCode, read.body).toBe(200);
    }
    const fetched = reads;
    const refused = await injectAs(t, first.manager, { method: 'POST', url: first.refresh });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(reads).toBe(fetched);

    const other = await connectedCalendar();
    expect((await injectAs(t, other.manager, { method: 'POST', url: other.refresh })).statusCode).toBe(200);
  });
});
