import { BookingCalendarSchema, LinkGroupSchema } from '@tribuna/contract';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, injectAs, signIn, type ClubFixture, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 20 item 5 with the limits ON: a stranger cannot lock someone else's e-mail out of
 * booking, requests refused by validation cost only the sender's address, and the sender's own
 * address does run out.
 */
let t: TestApp;
let club: ClubFixture;
let manager: Session;
let courtHash: string;
let linkHash: string;

const ZONE = 'Europe/Madrid';
const VICTIM = 'victim@example.org';
/** A well-formed link hash that names no link. */
const NO_LINK = 'nolinknolinknolinkxx00';

/** Free 60-minute slots, each used once: every hour of days 2, 3 and 4 from now (Madrid). */
const freeSlots = [2, 3, 4].flatMap((days) =>
  Array.from({ length: 12 }, (_, hour) =>
    DateTime.now()
      .setZone(ZONE)
      .plus({ days })
      .set({ hour: 9 + hour, minute: 0, second: 0, millisecond: 0 })
      .toUTC()
      .toISO()!,
  ),
);
const nextSlot = () => freeSlots.shift()!;

/** Posts a booking; only one to the real link takes a slot of its own. */
const book = (link: string, email: string, remoteAddress: string, startAt = link === NO_LINK ? freeSlots[0]! : nextSlot()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/booking-links/${link}/bookings`,
    payload: { calendarHash: courtHash, startAt, minutes: 60, email, name: 'Booker' },
    remoteAddress,
  });

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  const base = `/api/clubs/${club.hash}/bookings`;
  const court = await injectAs(t, manager, {
    method: 'POST',
    url: `${base}/calendars`,
    payload: {
      name: 'Pista límites',
      sport: 'padel',
      slotMinutes: [60],
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '22:00' })),
    },
  });
  expect(court.statusCode, court.body).toBe(201);
  courtHash = BookingCalendarSchema.parse(court.json()).hash;
  const link = await injectAs(t, manager, {
    method: 'POST',
    url: `${base}/link-groups`,
    payload: { name: 'Pistas', calendarHashes: [courtHash], windowDays: 7, minNoticeMinutes: 0, maxPerWeek: null },
  });
  linkHash = LinkGroupSchema.parse(link.json()).hash;
});
afterAll(() => t.close());

describe('public booking limits', () => {
  it('lets the victim book after a stranger sent 11 bookings under their e-mail to an unknown link', async () => {
    for (let n = 0; n < 11; n += 1) expect((await book(NO_LINK, VICTIM, '203.0.113.66')).statusCode).toBe(404);
    const victim = await book(linkHash, VICTIM, '198.51.100.7');
    expect(victim.statusCode, victim.body).toBe(201);
  });

  it('lets the victim book after a stranger made 10 real bookings under their e-mail from another address', async () => {
    const email = 'second-victim@example.org';
    for (let n = 0; n < 10; n += 1) expect((await book(linkHash, email, '203.0.113.67')).statusCode).toBe(201);
    expect((await book(linkHash, email, '203.0.113.67')).statusCode).toBe(429);
    expect((await book(linkHash, email, '198.51.100.8')).statusCode).toBe(201);
  });

  it('does not count refused bookings against the booker: 5 unknown-link 404s, then 10 bookings all pass', async () => {
    const email = 'careful@example.org';
    const ip = '198.51.100.9';
    for (let n = 0; n < 5; n += 1) expect((await book(NO_LINK, email, ip)).statusCode).toBe(404);
    for (let n = 0; n < 10; n += 1) {
      const answer = await book(linkHash, email, ip);
      expect(answer.statusCode, answer.body).toBe(201);
    }
  });

  it('stops the attacker: the 31st request from one address in ten minutes is 429, valid or not', async () => {
    const ip = '203.0.113.68';
    for (let n = 0; n < 30; n += 1) expect((await book(NO_LINK, `anyone${n}@example.org`, ip)).statusCode).toBe(404);
    const refused = await book(NO_LINK, 'anyone@example.org', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
