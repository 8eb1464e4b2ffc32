import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { addDays, dayIn } from './zoned-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant of a local day and "HH:MM" in a zone, as ISO (what the manager types, as the API wants it). */
export const instantOf = (day: string, time: string, zone: string) => dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', zone).toISOString();

/** Minutes after local midnight of an instant in a zone. */
export const minuteIn = (iso: string, zone: string) => {
  const local = dayjs(iso).tz(zone);
  return local.hour() * 60 + local.minute();
};

export const todayIn = (zone: string) => dayIn(new Date(), zone);

/** Monday of the week holding a day. */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
