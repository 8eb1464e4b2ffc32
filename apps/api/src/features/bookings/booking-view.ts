import { sessionLocaleForClub, type Booking, type UiLocale } from '@tribuna/contract';
import { DateTime } from 'luxon';
import type { BookingsRepositories } from './bookings.data';
import type { BookingTokens } from './booking-token';
import type { BookingRow, CalendarRow } from './booking-rows';
import { presentBooking } from './bookings.presenter';
import { cancellationTerms } from './cancellation';
import { bookingIcs } from './ics';

/** A booking as its status page and the agenda show it: club, calendar and the link's cancellation terms. */
export async function viewBooking(repos: BookingsRepositories, row: BookingRow, appUrl: string, now = new Date()): Promise<Booking> {
  // One after the other: inside a transaction the client runs one query at a time anyway.
  const club = await repos.directory.club(row.clubId);
  const calendar = await repos.calendars.byId(row.clubId, row.calendarId);
  const link = row.linkGroupId === null ? null : await linkRules(repos, row);
  const payUrl = `${appUrl}/bookings/${row.publicId}`;
  return presentBooking(row, club, calendar, cancellationTerms(row, link, now), payUrl);
}

async function linkRules(repos: BookingsRepositories, row: BookingRow) {
  const links = await repos.linkGroups.list(row.clubId);
  return links.find((link) => link.id === row.linkGroupId) ?? null;
}

const money = (cents: number, currency: string, locale: UiLocale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** "sábado, 27 de marzo de 2027, 10:00–11:30" in the club's language and the calendar's zone. */
export function whenText(row: BookingRow, calendar: CalendarRow, locale: UiLocale): string {
  const start = DateTime.fromJSDate(row.startAt, { zone: calendar.timeZone }).setLocale(locale);
  const end = DateTime.fromJSDate(row.endAt, { zone: calendar.timeZone }).setLocale(locale);
  return `${start.toLocaleString(DateTime.DATE_HUGE)}, ${start.toLocaleString(DateTime.TIME_24_SIMPLE)}–${end.toLocaleString(DateTime.TIME_24_SIMPLE)}`;
}

/**
 * The booker's e-mail (confirmation or cancellation), with the event as .ics, queued in the
 * same transaction as the change (transactional outbox). Blocks and bookings without an e-mail
 * tell nobody.
 */
export async function notifyBooker(repos: BookingsRepositories, row: BookingRow, appUrl: string, tokens: BookingTokens): Promise<void> {
  if (row.kind !== 'booking' || !row.bookerEmail || row.status === 'pending') return;
  const club = await repos.directory.club(row.clubId);
  const calendar = await repos.calendars.byId(row.clubId, row.calendarId);
  const locale = sessionLocaleForClub(club.locale);
  const confirmed = row.status === 'confirmed';
  await repos.notifications.enqueue({
    channel: 'email',
    to: row.bookerEmail,
    template: confirmed ? 'booking-confirmed' : 'booking-cancelled',
    locale,
    data: {
      clubName: club.name,
      calendarName: calendar.name,
      when: whenText(row, calendar, locale),
      price: money(row.amount, row.currency, locale),
      fee: money(row.cancelFee ?? 0, row.currency, locale),
      bookingLink: `${appUrl}/bookings/${row.publicId}`,
      reference: row.reference,
    },
    attachments: [
      {
        filename: 'booking.ics',
        contentType: `text/calendar; charset=utf-8; method=${confirmed ? 'PUBLISH' : 'CANCEL'}`,
        content: Buffer.from(
          bookingIcs({
            booking: row,
            calendar,
            clubName: club.name,
            uid: tokens.eventUid(row.id),
            url: `${appUrl}/bookings/${row.publicId}`,
          }),
        ),
      },
    ],
  });
}
