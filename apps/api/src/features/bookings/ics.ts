import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { BookingRow, CalendarRow } from './bookings.repository';

const PRODUCT_ID = { company: 'Tribuna', product: 'Bookings', language: 'ES' };

type EventInput = { booking: BookingRow; calendar: CalendarRow; clubName: string; url?: string };

/** Times in UTC (Z): every calendar app places them right, whatever its own time zone. */
function addEvent(calendar: ReturnType<typeof ical>, { booking, calendar: resource, clubName, url }: EventInput, withPeople: boolean) {
  const title = booking.kind === 'block' ? `${resource.name} · ${booking.description || 'Blocked'}` : `${resource.name} · ${clubName}`;
  calendar.createEvent({
    id: `${booking.publicId}@tribuna`,
    start: booking.startAt,
    end: booking.endAt,
    stamp: booking.updatedAt,
    // Moves and cancellations must replace the copy already in the subscriber's calendar.
    sequence: Math.floor(booking.updatedAt.getTime() / 1000) - Math.floor(booking.createdAt.getTime() / 1000),
    summary: withPeople && booking.bookerName ? `${title} · ${booking.bookerName}` : title,
    description: [booking.description, withPeople ? booking.notes : ''].filter(Boolean).join('\n') || null,
    location: `${clubName} · ${resource.name}`,
    status: booking.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: url ?? null,
  });
}

/** One booking as an .ics (e-mail attachment, "add to calendar"); a cancelled one cancels the event. */
export function bookingIcs(input: EventInput): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: input.clubName });
  calendar.method(input.booking.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  addEvent(calendar, input, false);
  return calendar.toString();
}

/** A calendar's private feed: its live bookings and blocks (who booked shows: the feed is the club's). */
export function calendarFeedIcs(resource: CalendarRow, clubName: string, rows: readonly BookingRow[]): string {
  const calendar = ical({ prodId: PRODUCT_ID, name: `${clubName} · ${resource.name}`, ttl: 15 * 60 });
  for (const booking of rows) if (booking.status !== 'cancelled') addEvent(calendar, { booking, calendar: resource, clubName }, true);
  return calendar.toString();
}
