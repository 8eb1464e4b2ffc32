import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { percent, rows, sizeOf, type CardValues } from './card-kit';
import { addDays, endOf, windowStartOf } from './metric-day';
import { METRIC_SETS, type CardScope } from './metric-sets';

type Band = [opens: number, closes: number];
type Calendar = { id: number; name: string };
type Rule = { calendarId: number; weekday: number; opensAt: number; closesAt: number };
type Exception = { calendarId: number | null; day: string; opensAt: number | null; closesAt: number | null };
type Booked = { calendarId: number; day: string; start: number; minutes: number };

const overlap = (a: Band, b: Band) => Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** A calendar's opening bands on a day: its own exception, else the club's holiday, else its weekly rules. */
function bandsOf(calendarId: number, day: string, rules: Rule[], exceptions: Exception[]): Band[] {
  const exception =
    exceptions.find((e) => e.day === day && e.calendarId === calendarId) ?? exceptions.find((e) => e.day === day && e.calendarId === null);
  if (exception) return exception.opensAt !== null && exception.closesAt !== null ? [[exception.opensAt, exception.closesAt]] : [];
  const weekday = isoWeekday(day);
  return rules.filter((r) => r.calendarId === calendarId && r.weekday === weekday).map((r): Band => [r.opensAt, r.closesAt]);
}

/**
 * Bookings in the window and the occupancy of the calendars' stated opening hours: minutes booked
 * inside opening hours over minutes open, per calendar and per hour of the day (local time).
 */
export async function bookingsCard(db: Db, s: CardScope): Promise<CardValues> {
  const [size, calendars, rules, exceptions, booked] = await Promise.all([
    sizeOf(db, METRIC_SETS.bookings(s)),
    rows<Calendar>(db, sql`select id, name from booking_calendars where club_id = ${s.clubId} order by position, id`),
    rows<Rule>(
      db,
      sql`select r.calendar_id as "calendarId", r.weekday, r.opens_at as "opensAt", r.closes_at as "closesAt"
        from booking_opening_rules r join booking_calendars k on k.id = r.calendar_id where k.club_id = ${s.clubId}`,
    ),
    rows<Exception>(
      db,
      sql`select calendar_id as "calendarId", day::text as day, opens_at as "opensAt", closes_at as "closesAt"
        from booking_exceptions where club_id = ${s.clubId} and day between (${s.day}::date - 29) and ${s.day}::date`,
    ),
    rows<Booked>(
      db,
      sql`select b.calendar_id as "calendarId", (b.start_at at time zone k.time_zone)::date::text as day,
          (extract(hour from b.start_at at time zone k.time_zone) * 60 + extract(minute from b.start_at at time zone k.time_zone))::int as start,
          (extract(epoch from (b.end_at - b.start_at)) / 60)::int as minutes
        from bookings b join booking_calendars k on k.id = b.calendar_id
        where b.club_id = ${s.clubId} and b.kind = 'booking' and b.status <> 'cancelled'
          and b.start_at >= ${windowStartOf(s)} and b.start_at < ${endOf(s)}`,
    ),
  ]);
  const days = Array.from({ length: 30 }, (_, i) => addDays(s.day, i - 29));
  const openByHour = Array.from({ length: 24 }, () => 0);
  const bookedByHour = Array.from({ length: 24 }, () => 0);
  const perCalendar = calendars.map((calendar) => {
    let open = 0;
    let taken = 0;
    for (const day of days) {
      const bands = bandsOf(calendar.id, day, rules, exceptions);
      const dayBookings = booked.filter((b) => b.calendarId === calendar.id && b.day === day);
      for (let hour = 0; hour < 24; hour += 1) {
        const slot: Band = [hour * 60, hour * 60 + 60];
        for (const band of bands) {
          const openHere = overlap(band, slot);
          if (openHere === 0) continue;
          const inside: Band = [Math.max(band[0], slot[0]), Math.min(band[1], slot[1])];
          const takenHere = Math.min(
            openHere,
            dayBookings.reduce((sum, b) => sum + overlap([b.start, Math.min(1440, b.start + b.minutes)], inside), 0),
          );
          openByHour[hour]! += openHere;
          bookedByHour[hour]! += takenHere;
          open += openHere;
          taken += takenHere;
        }
      }
    }
    return { name: calendar.name, open, taken };
  });
  const openHours = openByHour.flatMap((minutes, hour) => (minutes > 0 ? [hour] : []));
  const totalOpen = perCalendar.reduce((sum, c) => sum + c.open, 0);
  const totalTaken = perCalendar.reduce((sum, c) => sum + c.taken, 0);
  return {
    figures: { bookings: size.count, occupancyRate: percent(totalTaken, totalOpen) },
    breakdowns: {
      occupancyByCalendar: {
        labels: perCalendar.map((c) => c.name),
        lines: { occupancyRate: perCalendar.map((c) => percent(c.taken, c.open)) },
      },
      occupancyByHour: {
        labels: openHours.map((hour) => String(hour).padStart(2, '0')),
        lines: { occupancyRate: openHours.map((hour) => percent(bookedByHour[hour]!, openByHour[hour]!)) },
      },
    },
  };
}
