import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Times on the booking pages are the calendar's (the club's zone), not the browser's: a visitor
 * abroad books 10:00 at the club. Intl does the reading; dayjs's zone plugin the writing.
 */
export const timeIn = (iso: string, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

export const dayLabel = (day: string, locale: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
  }).format(new Date(`${day}T12:00:00Z`));

export const dateTimeIn = (iso: string, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** The local day (YYYY-MM-DD) of an instant in a zone. */
export const dayIn = (iso: string, zone: string) => dayjs(iso).tz(zone).format('YYYY-MM-DD');

/** Minutes after local midnight of an instant in a zone. */
export const minuteIn = (iso: string, zone: string) => {
  const local = dayjs(iso).tz(zone);
  return local.hour() * 60 + local.minute();
};

/** The instant of a local day and "HH:MM" in a zone, as ISO. */
export const instantOf = (day: string, time: string, zone: string) => dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', zone).toISOString();

export const addDays = (day: string, n: number) => dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');
export const todayIn = (zone: string) => dayjs().tz(zone).format('YYYY-MM-DD');
/** Monday of the week holding a day. */
export const mondayOf = (day: string) => {
  const date = dayjs.utc(day);
  return date.subtract((date.day() + 6) % 7, 'day').format('YYYY-MM-DD');
};

export const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const minuteOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
