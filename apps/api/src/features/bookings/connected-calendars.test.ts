import { BookingCalendarSchema } from '@tribuna/contract';
import { inArray } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalendars } from '../../db/schema';
import { UnitOfWork } from '../../lib/data/unit-of-work';
import { createClub, createManager, injectAs, signIn, uniqueName, type ClubFixture, type Session } from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookingsRepositories } from './bookings.data';
import { ConnectedCalendarsService } from './connected-calendars.service';
import { feedReader } from './feed-reader';

/**
 * Connected calendars' reading of external feeds (issue 20 item 3), against feeds served on
 * 127.0.0.1 (EXTERNAL_FEEDS_ALLOW_LOOPBACK, test-only): generic errors, each club's time budget
 * per run, clubs read side by side. The refusals at save time run on an app without the option.
 */
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';
const waitThen = (ms: number, answer: () => void) => setTimeout(answer, ms);

let t: TestApp;
let strictApp: TestApp;
let server: Server;
let port = 0;
const local = (path: string) => `http://127.0.0.1:${port}${path}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const ok = () => res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS);
    if (req.url === '/fast') return ok();
    if (req.url === '/slow') return waitThen(300, ok);
    if (req.url === '/slower') return waitThen(3000, ok);
    if (req.url === '/never-ends') return res.writeHead(200, { 'content-type': 'text/calendar' }).write('BEGIN:VCALENDAR\r\n');
    res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream db at 10.0.0.5 refused: password=hunter2');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  t = await createTestApp({ RATE_LIMIT: 'false', EXTERNAL_FEEDS_ALLOW_LOOPBACK: 'true' }, { seed: false });
  strictApp = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await t.close();
  await strictApp.close();
});

/** Calendars of a club, each connected to one of the local server's paths, in this order. */
async function connectedCalendars(club: ClubFixture, paths: string[]): Promise<number[]> {
  const unit = new UnitOfWork(t.db, t.app.changes, bookingsRepositories);
  const ids: number[] = [];
  for (const path of paths) {
    const row = await unit.write([], (repos) =>
      repos.calendars.insert({ clubId: club.id, name: uniqueName('Court'), sport: 'padel', colour: '#1c7ed6', slotMinutes: [60] }),
    );
    await t.db
      .update(bookingCalendars)
      .set({ externalFeedUrl: local(path) })
      .where(inArray(bookingCalendars.id, [row.id]));
    ids.push(row.id);
  }
  return ids;
}

const stateOf = async (ids: number[]) => {
  const rows = await t.db.select().from(bookingCalendars).where(inArray(bookingCalendars.id, ids));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id)!;
    return { checked: row.externalFeedCheckedAt !== null, error: row.externalFeedError };
  });
};

describe('external feeds: generic errors', () => {
  let club: ClubFixture;
  let manager: Session;
  beforeAll(async () => {
    club = await createClub(t);
    manager = await signIn(t, (await createManager(t, club)).user);
  });

  it('says "feedUnreadable" for a failing feed, never its status or its answer, and clears it once read', async () => {
    const calendar = BookingCalendarSchema.parse(
      (
        await injectAs(t, manager, {
          method: 'POST',
          url: `/api/clubs/${club.hash}/bookings/calendars`,
          payload: { name: 'Pista externa', sport: 'padel' },
        })
      ).json(),
    );
    const url = `/api/clubs/${club.hash}/bookings/calendars/${calendar.hash}`;
    const saved = await injectAs(t, manager, { method: 'PATCH', url, ...mergePatch({ externalFeedUrl: local('/broken') }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const refreshed = await injectAs(t, manager, { method: 'POST', url: `${url}/external-feed/refresh` });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ externalFeedError: 'feedUnreadable' });
    expect(refreshed.body).not.toMatch(/503|hunter2|10\.0\.0\.5|upstream/);
    const stored = (await t.db.select().from(bookingCalendars)).find((row) => row.publicId === calendar.hash)!;
    expect(stored.externalFeedError).toBe('feedUnreadable');

    await injectAs(t, manager, { method: 'PATCH', url, ...mergePatch({ externalFeedUrl: local('/fast') }) });
    const fixed = await injectAs(t, manager, { method: 'POST', url: `${url}/external-feed/refresh` });
    expect(fixed.json()).toMatchObject({ externalFeedError: null });
  });

  it('shows an error stored before this change (free text) as the generic code', async () => {
    const [id] = await connectedCalendars(club, ['/fast']);
    await t.db
      .update(bookingCalendars)
      .set({ externalFeedError: 'the feed answered 500' })
      .where(inArray(bookingCalendars.id, [id!]));
    const list = await injectAs(t, manager, { url: `/api/clubs/${club.hash}/bookings/calendars` });
    expect(list.body).not.toContain('the feed answered 500');
    expect(list.body).toContain('"externalFeedError":"feedUnreadable"');
  });
});

describe('external feeds: refused when saved', () => {
  it.each([
    'http://127.0.0.1/feed.ics',
    'http://10.0.0.8/feed.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/feed.ics',
    'http://[fd00:ec2::254]/feed.ics',
    'http://localhost:8080/feed.ics',
    'ftp://calendar.example.org/feed.ics',
    'https://calendar.example.org:6379/feed.ics',
  ])('refuses %s with 400 feedAddressRefused on externalFeedUrl', async (address) => {
    const club = await createClub(strictApp);
    const manager = await signIn(strictApp, (await createManager(strictApp, club)).user);
    const created = await injectAs(strictApp, manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/bookings/calendars`,
      payload: { name: 'Pista', sport: 'padel' },
    });
    const response = await injectAs(strictApp, manager, {
      method: 'PATCH',
      url: `/api/clubs/${club.hash}/bookings/calendars/${created.json().hash}`,
      ...mergePatch({ externalFeedUrl: address }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().invalidParamsList.invalidParams).toEqual([
      expect.objectContaining({ field: 'externalFeedUrl', codes: ['feedAddressRefused'] }),
    ]);
  });
});

describe('external feeds: each club within its time budget, clubs side by side', () => {
  it('leaves feeds over the budget for the next run unmarked, marks a feed past its own cap, and does not make one club wait for another', async () => {
    const slowClub = await createClub(t);
    const otherClub = await createClub(t);
    const slow = await connectedCalendars(slowClub, ['/slow', '/slow', '/slower', '/fast']);
    const other = await connectedCalendars(otherClub, ['/never-ends', '/fast']);
    const data = new UnitOfWork(t.db, t.app.changes, bookingsRepositories);
    const limits = { clubBudgetMs: 900, feedTimeoutMs: 600, clubsAtOnce: 4 };
    const service = new ConnectedCalendarsService(data, '', feedReader({ allowLoopback: true }), limits);

    const started = Date.now();
    await service.refreshAll();
    const took = Date.now() - started;

    // Two slow feeds fit in 900 ms; the third is cut by the budget, the fourth never starts.
    expect(await stateOf(slow)).toEqual([
      { checked: true, error: null },
      { checked: true, error: null },
      { checked: false, error: null },
      { checked: false, error: null },
    ]);
    // The never-ending feed fails at its own 600 ms cap and the club's next feed is still read.
    expect(await stateOf(other)).toEqual([
      { checked: true, error: 'feedUnreadable' },
      { checked: true, error: null },
    ]);
    // One after the other the two clubs would take 900 + 600 ms at least.
    expect(took).toBeLessThan(1400);

    // Next run: the feeds left over go first, each with its whole cap.
    await service.refreshAll();
    expect((await stateOf(slow)).slice(2)).toEqual([
      { checked: true, error: 'feedUnreadable' },
      { checked: true, error: null },
    ]);
  });
});
