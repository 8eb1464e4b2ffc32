import {
  EXTERNAL_FEED_ERRORS,
  type AgendaBooking,
  type Booking,
  type BookingCalendar,
  type BookingException,
  type ExternalFeedError,
  type LinkGroup,
  type PricingPolicy,
} from '@tribuna/contract';
import type { BookingClub, BookingRow, CalendarRow, ExceptionRow, LinkRow, OpeningRuleRow, PolicyRow } from './booking-rows';
import type { CancellationTerms } from './cancellation';

/** 480 → "08:00"; 1440 → "24:00". */
export const timeOfDay = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** "08:00" → 480. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export type IdMaps = { calendarHashOf: (id: number) => string | undefined };

/** A stored reason as its code; reasons stored as free text before issue 20 read as unreadable. */
const externalFeedErrorOf = (stored: string | null): ExternalFeedError | null =>
  stored === null ? null : (EXTERNAL_FEED_ERRORS as readonly string[]).includes(stored) ? (stored as ExternalFeedError) : 'feedUnreadable';

export function presentCalendar(row: CalendarRow, rules: readonly OpeningRuleRow[], apiUrl: string): BookingCalendar {
  return {
    hash: row.publicId,
    name: row.name,
    sport: row.sport,
    colour: row.colour,
    slotMinutes: row.slotMinutes,
    capacity: row.capacity,
    timeZone: row.timeZone,
    position: row.position,
    openingHours: rules
      .filter((rule) => rule.calendarId === row.id)
      .map((rule) => ({ weekday: rule.weekday, opensAt: timeOfDay(rule.opensAt), closesAt: timeOfDay(rule.closesAt) })),
    feedUrl: `${apiUrl}/api/booking-feeds/${row.feedToken}/calendar.ics`,
    feedIncludesBooker: row.feedIncludesBooker,
    externalFeedUrl: row.externalFeedUrl,
    externalFeedCheckedAt: row.externalFeedCheckedAt?.toISOString() ?? null,
    externalFeedError: externalFeedErrorOf(row.externalFeedError),
  };
}

export function presentException(row: ExceptionRow, ids: IdMaps): BookingException {
  return {
    hash: row.publicId,
    calendarHash: row.calendarId === null ? null : (ids.calendarHashOf(row.calendarId) ?? null),
    day: row.day,
    label: row.label,
    opensAt: row.opensAt === null ? null : timeOfDay(row.opensAt),
    closesAt: row.closesAt === null ? null : timeOfDay(row.closesAt),
  };
}

const hashes = (ids: readonly number[], maps: IdMaps) => ids.map((id) => maps.calendarHashOf(id)).filter((hash): hash is string => !!hash);

export function presentPolicy(row: PolicyRow, ids: IdMaps): PricingPolicy {
  return {
    hash: row.publicId,
    name: row.name,
    calendarHashes: hashes(row.calendarIds, ids),
    weekdays: row.weekdays,
    startsAt: timeOfDay(row.startsAt),
    endsAt: timeOfDay(row.endsAt),
    durationMinutes: row.durationMinutes,
    memberPrice: row.memberPrice,
    guestPrice: row.guestPrice,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
  };
}

export function presentLink(row: LinkRow, ids: IdMaps): LinkGroup {
  return {
    hash: row.publicId,
    name: row.name,
    calendarHashes: hashes(row.calendarIds, ids),
    windowDays: row.windowDays,
    minNoticeMinutes: row.minNoticeMinutes,
    maxPerWeek: row.maxPerWeek,
    audience: row.audience as LinkGroup['audience'],
    paymentRequired: row.paymentRequired,
    freeCancelHours: row.freeCancelHours,
    lateCancelFeePercent: row.lateCancelFeePercent,
    enabled: row.enabled,
    path: `/book/${row.publicId}`,
  };
}

/** Spec 3's Booking with what the status page and the agenda need; nothing about other bookings. */
export function presentBooking(
  row: BookingRow,
  club: BookingClub,
  calendar: CalendarRow,
  terms: CancellationTerms,
  /** Where the test provider's pay button is (the status page); a card checkout has its own address. */
  statusPage: string | null,
): Booking {
  const payUrl = row.paymentProvider === 'card' ? row.paymentUrl : statusPage;
  return {
    hash: row.publicId,
    reference: row.reference,
    // The hash, never the row id: a counter would tell how many bookings the club has.
    providerBookingId: row.publicId,
    providerCalendarId: calendar.publicId,
    bookerEmail: row.bookerEmail,
    description: row.description,
    notes: row.notes,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    units: row.units,
    status: row.status as Booking['status'],
    clubId: club.publicId,
    clubName: club.name,
    calendarName: calendar.name,
    timeZone: calendar.timeZone,
    bookerName: row.bookerName,
    priceKind: row.priceKind as Booking['priceKind'],
    kind: row.kind as Booking['kind'],
    seriesId: row.seriesId,
    cancelFee: row.cancelFee,
    cancellation: terms,
    payment:
      row.status === 'pending' && row.holdUntil && payUrl
        ? { url: payUrl, holdUntil: row.holdUntil.toISOString(), provider: row.paymentProvider === 'card' ? 'card' : 'test' }
        : null,
  };
}

/** A booking as the agenda draws it (AgendaBookingSchema): the calendar by its hash, no terms or payment. */
export function presentAgendaBooking(row: BookingRow, calendar: CalendarRow): AgendaBooking {
  return {
    hash: row.publicId,
    reference: row.reference,
    bookerEmail: row.bookerEmail,
    bookerName: row.bookerName,
    description: row.description,
    notes: row.notes,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    amount: row.amount,
    units: row.units,
    status: row.status as AgendaBooking['status'],
    priceKind: row.priceKind as AgendaBooking['priceKind'],
    kind: row.kind as AgendaBooking['kind'],
    seriesId: row.seriesId,
    calendarHash: calendar.publicId,
  };
}
