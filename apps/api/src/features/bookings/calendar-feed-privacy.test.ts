import { BookingCalendarSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings as bookingsTable } from '../../db/schema';
import { createBookingSetup, createClub, createManager, injectAs, signIn, type ClubFixture, type Session } from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Calendar feeds give no keys (issue 20 item 7): a booking's hash opens and cancels it, so no
 * feed carries it, not even as the event's UID; who booked appears only if the manager asks.
 */
let t: TestApp;
let club: ClubFixture;
let manager: Session;
let setup: Awaited<ReturnType<typeof createBookingSetup>>;

const BOOKER_EMAIL = 'factory-booker@example.org';
const BOOKER_NOTES = 'Bring the spare racket';
/** iCalendar folds long lines ("\r\n" and a space); a hash split across two would hide from a search. */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');
const uidsOf = (ics: string) => [...unfolded(ics).matchAll(/^UID:(.*)$/gm)].map((match) => match[1]!.trim());
const feed = async () => {
  const response = await t.app.inject({ url: `/api/booking-feeds/${setup.feedToken}/calendar.ics` });
  expect(response.statusCode).toBe(200);
  return unfolded(response.body);
};
const setFeedOption = async (feedIncludesBooker: boolean) => {
  const response = await injectAs(t, manager, {
    method: 'PATCH',
    url: `/api/clubs/${club.hash}/bookings/calendars/${setup.calendarHash}`,
    ...mergePatch({ feedIncludesBooker }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return BookingCalendarSchema.parse(response.json());
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  setup = await createBookingSetup(t, club);
  await t.db.update(bookingsTable).set({ notes: BOOKER_NOTES }).where(eq(bookingsTable.publicId, setup.bookingHash));
});
afterAll(() => t.close());

describe('calendar feeds give no keys', () => {
  it('by default: no booking hash anywhere, nobody named, no e-mail or notes', async () => {
    const untouched = await injectAs(t, manager, {
      method: 'PATCH',
      url: `/api/clubs/${club.hash}/bookings/calendars/${setup.calendarHash}`,
      ...mergePatch({ capacity: 4 }),
    });
    expect(BookingCalendarSchema.parse(untouched.json()).feedIncludesBooker).toBe(false);

    const body = await feed();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).not.toContain(setup.bookingHash);
    expect(body).not.toContain(BOOKER_EMAIL);
    expect(body).not.toContain('Factory booker');
    expect(body).not.toContain(BOOKER_NOTES);
    const [uid] = uidsOf(body);
    expect(uid).toMatch(/^[0-9a-f]{32}@tribuna$/);
  });

  it('names the booker with e-mail and notes when the manager asks, still without the hash', async () => {
    expect((await setFeedOption(true)).feedIncludesBooker).toBe(true);
    const body = await feed();
    expect(body).toContain(BOOKER_EMAIL);
    expect(body).toContain('Factory booker');
    expect(body).toContain(BOOKER_NOTES);
    expect(body).not.toContain(setup.bookingHash);

    expect((await setFeedOption(false)).feedIncludesBooker).toBe(false);
    expect(await feed()).not.toContain(BOOKER_EMAIL);
  });

  it('gives the booker’s own .ics the same UID as the feed (calendar apps merge them), not the hash', async () => {
    const own = await t.app.inject({ url: `/api/bookings/${setup.bookingHash}/booking.ics` });
    expect(own.statusCode).toBe(200);
    const [uid] = uidsOf(own.body);
    expect(uid).not.toContain(setup.bookingHash);
    expect(uidsOf(await feed())).toEqual([uid]);
    // The UID is stable: the same on every read.
    expect(uidsOf((await t.app.inject({ url: `/api/bookings/${setup.bookingHash}/booking.ics` })).body)).toEqual([uid]);
  });
});
