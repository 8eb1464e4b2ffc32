import { AgendaCreateResultSchema, BookingCalendarSchema } from '@tribuna/contract';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedClubWithManager } from '../../test/aged-club';
import { injectAs } from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 20 item 6 with the limits ON: a booking made from the agenda e-mails an address the
 * manager types (and again at each move), so the club's and the address's e-mail caps apply.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

const ZONE = 'Europe/Madrid';
/** The instant of `hour`:00 (Madrid) `days` days from today. */
const at = (days: number, hour: number) =>
  DateTime.now().setZone(ZONE).plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO()!;

/** A club (back-dated `ageDays`) with a manager and one court; `book` and `move` act on its agenda. */
async function agendaOf(ageDays = 0) {
  const { club, manager } = await agedClubWithManager(t, ageDays);
  const base = `/api/clubs/${club.hash}/bookings`;
  const court = await injectAs(t, manager, {
    method: 'POST',
    url: `${base}/calendars`,
    payload: { name: 'Pista correo', sport: 'padel', slotMinutes: [60] },
  });
  expect(court.statusCode, court.body).toBe(201);
  const calendarHash = BookingCalendarSchema.parse(court.json()).hash;
  const book = (startAt: string, bookerEmail: string, extra: object = {}) =>
    injectAs(t, manager, {
      method: 'POST',
      url: `${base}/agenda`,
      payload: { calendarHash, startAt, minutes: 60, bookerName: 'Socio', bookerEmail, ...extra },
    });
  const move = (bookingHash: string, startAt: string) =>
    injectAs(t, manager, { method: 'PATCH', url: `${base}/agenda/${bookingHash}`, ...mergePatch({ startAt }) });
  return { book, move };
}

describe('agenda e-mails as a mail relay', () => {
  it('stops a club created minutes ago at 20 booking e-mails a day', async () => {
    const { book } = await agendaOf();
    const statuses = [];
    for (let n = 0; n < 21; n += 1)
      statuses.push((await book(at(1 + Math.floor(n / 10), 8 + (n % 10)), `guest-${n}@example.org`)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // A block e-mails nobody and is not limited.
    const block = await book(at(5, 10), 'ignored@example.org', { kind: 'block' });
    expect(block.statusCode, block.body).toBe(201);
  });

  it('e-mails one address at most 5 times an hour, moves included', async () => {
    const { book, move } = await agendaOf(30);
    const made = await book(at(1, 10), 'moved@example.org');
    expect(made.statusCode, made.body).toBe(201);
    const hash = AgendaCreateResultSchema.parse(made.json()).created[0]!.hash;
    for (let n = 1; n <= 4; n += 1) expect((await move(hash, at(1, 10 + n))).statusCode).toBe(200);
    const refused = await move(hash, at(1, 16));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED', reason: 'recipientMailLimitReached' });
  });

  it('lets an older club book a weekly series of 10 for one person (one request, ten e-mails)', async () => {
    const { book } = await agendaOf(30);
    const series = await book(at(1, 19), 'season@example.org', {
      repeatWeeklyUntil: DateTime.now().setZone(ZONE).plus({ days: 1, weeks: 9 }).toISODate()!,
    });
    expect(series.statusCode, series.body).toBe(201);
    expect(AgendaCreateResultSchema.parse(series.json()).created).toHaveLength(10);
  });
});
