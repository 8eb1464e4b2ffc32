import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingRow, CalendarRow } from './booking-rows';

const PRODUCT_ID = { company: 'Tribuna', product: 'Bookings', language: 'ES' };

/** `uid`: the booking's event UID (BookingTokens.eventUid), never its hash, which is a key. */
type EventInput = { booking: BookingRow; calendar: CalendarRow; clubName: string; uid: string; url?: string };

/** Who booked, for the booker's own .ics or a feed whose manager asked for it. */
function bookerLines(booking: BookingRow): string[] {
  const who = [booking.bookerName, booking.bookerEmail].filter(Boolean).join(' · ');
  return [who, booking.notes].filter(Boolean);
}

/** Times in UTC (Z): every calendar app places them right, whatever its own time zone. */
function addEvent(calendar: ReturnType<typeof ical>, { booking, calendar: resource, clubName, uid, url }: EventInput, withPeople: boolean) {
  const title = booking.kind === 'block' ? `${resource.name} · ${booking.description || 'Blocked'}` : `${resource.name} · ${clubName}`;
  calendar.createEvent({
    id: uid,
    start: booking.startAt,
    end: booking.endAt,
    stamp: booking.updatedAt,
    // Moves and cancellations must replace the copy already in the subscriber's calendar.
    sequence: Math.floor(booking.updatedAt.getTime() / 1000) - Math.floor(booking.createdAt.getTime() / 1000),
    summary: withPeople && booking.bookerName ? `${title} · ${booking.bookerName}` : title,
    description: [booking.description, ...(withPeople ? bookerLines(booking) : [])].filter(Boolean).join('\n') || null,
    location: `${clubName} · ${resource.name}`,
    status: booking.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: url ?? null,
  });
}

/**
 * One booking as an .ics for its booker (e-mail attachment, "add to calendar"); a cancelled one
 * cancels the event. Its link is the booker's own status page.
 */
export function bookingIcs(input: EventInput): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: input.clubName });
  calendar.method(input.booking.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  addEvent(calendar, input, false);
  return calendar.toString();
}

/**
 * A calendar's private feed: its live bookings and blocks. It carries no booking's key (no hash,
 * no status-page link) and names nobody unless the calendar's `feedIncludesBooker` says so: a
 * feed address gets copied into shared calendars and apps.
 */
export function calendarFeedIcs(
  resource: CalendarRow,
  clubName: string,
  rows: readonly BookingRow[],
  uidOf: (booking: BookingRow) => string,
): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: `${clubName} · ${resource.name}`, ttl: 15 * 60 });
  for (const booking of rows) {
    if (booking.status === 'cancelled') continue;
    addEvent(calendar, { booking, calendar: resource, clubName, uid: uidOf(booking) }, resource.feedIncludesBooker);
  }
  return calendar.toString();
}
