import { AgendaSchema, BookingSchema, FreeSlotListSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { bookingConfirmedTemplate } from './templates/booking-confirmed.template';
import {
  createBookingSetup,
  createClub,
  createManager,
  injectAs,
  signIn,
  type BookingSetupFixture,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 21 item 10: a booking reads as a short reference (R-4F7K-2Q), not its 22-character hash,
// on its status page, in its confirmation e-mail and in the manager's agenda.
const REFERENCE = /^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/;
let t: TestApp;
let club: ClubFixture;
let manager: Session;
let setup: BookingSetupFixture;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  setup = await createBookingSetup(t, club);
});
afterAll(async () => {
  await t.close();
});

describe('booking references', () => {
  it('the status call answers a short reference beside the hash', async () => {
    const response = await injectAs(t, undefined, { method: 'GET', url: `/api/bookings/${setup.bookingHash}` });
    expect(response.statusCode, response.body).toBe(200);
    const booking = BookingSchema.parse(response.json());
    expect(booking.reference).toMatch(REFERENCE);
    expect(booking.hash).toBe(setup.bookingHash);
  });

  it('a new booking gets its own reference, which its confirmation e-mail and the agenda show', async () => {
    const day = DateTime.now().setZone('Europe/Madrid').plus({ days: 3 }).toISODate()!;
    const slots = FreeSlotListSchema.parse(
      (await injectAs(t, undefined, { method: 'GET', url: `/api/booking-links/${setup.linkHash}/slots?from=${day}` })).json(),
    )['hydra:member'];
    const slot = slots.find((free) => free.minutes === 60)!;
    const email = `reference-${Date.now()}@example.org`;
    const created = await injectAs(t, undefined, {
      method: 'POST',
      url: `/api/booking-links/${setup.linkHash}/bookings`,
      payload: { calendarHash: slot.calendarHash, startAt: slot.startAt, minutes: 60, name: 'Ona Vidal', email },
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = BookingSchema.parse(created.json());
    expect(booking.reference).toMatch(REFERENCE);

    const earlier = BookingSchema.parse(
      (await injectAs(t, undefined, { method: 'GET', url: `/api/bookings/${setup.bookingHash}` })).json(),
    );
    expect(booking.reference).not.toBe(earlier.reference);

    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
    expect(mail?.template).toBe('booking-confirmed');
    expect(mail!.data.reference).toBe(booking.reference);
    expect(bookingConfirmedTemplate.text('es', mail!.data)).toContain(booking.reference!);
    expect(bookingConfirmedTemplate.text('es', mail!.data)).not.toContain(`: ${booking.hash}`);

    const read = await injectAs(t, manager, { method: 'GET', url: `/api/clubs/${club.hash}/bookings/agenda?from=${day}&days=1` });
    expect(read.statusCode, read.body).toBe(200);
    const agenda = AgendaSchema.parse(read.json());
    expect(agenda.bookings.find((row) => row.hash === booking.hash)?.reference).toBe(booking.reference);
  });
});
