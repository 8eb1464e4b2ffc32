import type { FreeSlot, PublicLink } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { timeIn } from '../lib/zoned-time';
import classes from './public-booking.module.css';

type Calendar = PublicLink['calendars'][number];

/**
 * A calendar's sport as people read it ("Pádel", not "padel"): the teams namespace's names, the one
 * set there is (lib/sport-name.ts reads the same keys, but its list of codes comes with the contract
 * package, too heavy for this light page). Free text a manager typed is shown as written; nothing
 * until the names arrive (loading since the link did), rather than a code.
 */
function useSportName(): (sport: string) => string {
  const { t, ready } = useTranslation('teams', { useSuspense: false });
  return (sport) => (ready ? t(`sports.${sport}`, { defaultValue: sport }) : '');
}

/** A start time on one calendar with the lengths free from it, shortest first. */
export interface StartTime {
  startAt: string;
  lengths: FreeSlot[];
}

/** One button per start time, not per length: a court's day is a few rows of times, not a column of 30 buttons. */
export function startTimesOf(slots: readonly FreeSlot[]): StartTime[] {
  const byStart = new Map<string, FreeSlot[]>();
  for (const slot of slots) byStart.set(slot.startAt, [...(byStart.get(slot.startAt) ?? []), slot]);
  return [...byStart]
    .sort(([a], [b]) => Date.parse(a) - Date.parse(b))
    .map(([startAt, lengths]) => ({ startAt, lengths: lengths.sort((a, b) => a.minutes - b.minutes) }));
}

interface CourtTimesProps {
  calendar: Calendar;
  times: StartTime[];
  timeZone: string;
  /** The start picked on this calendar, if any. */
  picked: string | null;
  priceOf: (slot: FreeSlot) => number;
  onPick: (time: StartTime) => void;
}

/**
 * A calendar's card: its name and capacity, then its free start times in a compact grid (four to a
 * row on a phone), each with the price of its shortest length; the form offers the other lengths.
 */
export function CourtTimes({ calendar, times, timeZone, picked, priceOf, onPick }: CourtTimesProps) {
  const { t, i18n } = useTranslation('bookings');
  const sportName = useSportName();
  const shortest = Math.min(...times.map((time) => time.lengths[0]!.minutes));
  return (
    <section className={classes.card} data-testid="slot-calendar" aria-label={calendar.name}>
      <div className={classes.row}>
        <span aria-hidden="true" className={classes.dot} style={{ background: calendar.colour }} />
        <h2 className={classes.calendarName}>{calendar.name}</h2>
        <span className={`${classes.small} ${classes.dimmed}`}>
          {[sportName(calendar.sport), t('public.capacity', { count: calendar.capacity })].filter(Boolean).join(' · ')}
          {times.length > 0 && ` · ${t('public.pricesFor', { minutes: shortest })}`}
        </span>
      </div>
      {times.length === 0 ? (
        <p className={`${classes.small} ${classes.dimmed}`}>{t('public.noSlots')}</p>
      ) : (
        <div className={classes.slots}>
          {times.map((time) => (
            <button
              key={time.startAt}
              type="button"
              className={classes.slot}
              aria-pressed={picked === time.startAt}
              onClick={() => onPick(time)}
              data-testid="slot"
            >
              <span className={classes.slotTime}>{timeIn(time.startAt, timeZone, i18n.language)}</span>
              <span className={classes.slotPrice}>{formatMoney(priceOf(time.lengths[0]!), i18n.language)}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
