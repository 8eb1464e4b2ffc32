import type { FreeSlot, PublicLink } from '@tribuna/contract';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { getSession } from '../../../lib/session/session-store';
import { lightBookings, useLoaded } from '../api/light-bookings';
import { addDays, dayIn, dayLabel } from '../lib/zoned-time';
import { CourtTimes, startTimesOf } from './court-times';
import { PublicBookingForm } from './public-booking-form';
import type { Navigate } from './public-booking-shared';
import classes from './public-booking.module.css';

/** Courts shown before "show all": a phone draws a few rows of times per court, for four courts at first. */
const COURTS_AT_FIRST = 4;

/**
 * A public booking link (/book/{linkHash}, clean layout): a strip of days with their free slots,
 * the day's free start times per court with their prices (the member price for the club's people,
 * known through the booking token); picking one opens the booker's short form right under that
 * court and brings it into view. Times are the club's. Plain markup, so the page loads as light as
 * the login page (issue 13: Lighthouse ≥ 95).
 */
export function PublicBookingPage({ linkHash, navigate }: { linkHash: string; navigate: Navigate }) {
  const { t } = useTranslation('bookings');
  const link = useLoaded((signal) => lightBookings.link(linkHash, signal), [linkHash]);
  if (link.data) return <BookingLinkView link={link.data} navigate={navigate} />;
  if (link.error)
    return (
      <div className={classes.page}>
        <Notice tone="danger" role="alert" data-testid="link-error">
          {t('public.linkError')}
        </Notice>
      </div>
    );
  return <Placeholder />;
}

function Placeholder() {
  return (
    <div className={classes.page} aria-busy="true">
      {Array.from({ length: 4 }, (_, n) => (
        <div key={n} className={classes.placeholder} />
      ))}
    </div>
  );
}

function useMemberToken(link: PublicLink) {
  const signedIn = Boolean(getSession()?.token);
  const token = useLoaded(
    (signal) => (signedIn ? lightBookings.token(link.club.hash, signal) : Promise.resolve(null)),
    [signedIn, link.club.hash],
  );
  const status = token.error instanceof ApiError ? token.error.httpStatus : 0;
  // Not one of the club's people (403/404): a guest like anyone else. Anything else: the spec's message.
  return { member: token.data ?? null, failed: Boolean(token.error) && status !== 403 && status !== 404 };
}

function BookingLinkView({ link, navigate }: { link: PublicLink; navigate: Navigate }) {
  const { t, i18n } = useTranslation('bookings');
  const { member, failed } = useMemberToken(link);
  const [day, setDay] = useState(link.today);
  const [calendarHash, setCalendarHash] = useState('');
  const [picked, setPicked] = useState<{ calendarHash: string; startAt: string; lengths: FreeSlot[] } | null>(null);
  const [allCourts, setAllCourts] = useState(false);
  const windowDays = Math.round((Date.parse(link.lastDay) - Date.parse(link.today)) / 86_400_000) + 1;
  const glance = useLoaded(
    (signal) => lightBookings.days(link.hash, link.today, Math.min(windowDays, 14), signal),
    [link.hash, link.today],
  );
  const slots = useLoaded((signal) => lightBookings.slots(link.hash, day, signal), [link.hash, day]);
  const priceOf = (slot: FreeSlot) => (member ? slot.memberPrice : slot.guestPrice);
  const selectId = useId();
  // The sports' names (court-times.tsx) load while the slots do, so the courts arrive with them.
  useEffect(() => void i18n.loadNamespaces('teams'), [i18n]);

  const byCalendar = useMemo(() => {
    const list = (slots.data?.['hydra:member'] ?? []).filter((slot) => dayIn(slot.startAt, link.timeZone) === day);
    return link.calendars
      .filter((calendar) => !calendarHash || calendar.hash === calendarHash)
      .map((calendar) => ({ calendar, times: startTimesOf(list.filter((slot) => slot.calendarHash === calendar.hash)) }));
  }, [slots.data, link, day, calendarHash]);

  const pickDay = (next: string) => {
    if (next < link.today || next > link.lastDay) return;
    setDay(next);
    setPicked(null);
  };

  return (
    <div className={classes.page}>
      <div>
        <p className={classes.kicker}>{link.club.name}</p>
        <h1 className={classes.title}>{link.name}</h1>
        <p className={classes.small}>
          {t('public.rules', { days: windowDays - 1, hours: link.freeCancelHours })}
          {link.paymentRequired ? ` ${t('public.paymentRequired')}` : ''}
        </p>
      </div>
      {member && (
        <Notice tone="info" data-testid="member-notice">
          {t('public.asMember', { name: member.name || member.email })}
        </Notice>
      )}
      {failed && <Notice tone="warning">{t('errors.bookingToken')}</Notice>}
      {link.audience === 'members' && !member && <Notice tone="info">{t('public.membersOnly')}</Notice>}

      {/* Its height is kept while the days load, so nothing below moves when they arrive. */}
      <div className={classes.strip} data-testid="day-strip" role="group" aria-label={t('public.day')}>
        {glance.data?.['hydra:member'].map((entry) => (
          <button key={entry.day} type="button" className={classes.day} aria-pressed={entry.day === day} onClick={() => pickDay(entry.day)}>
            <span className={classes.dayName}>{dayLabel(entry.day, i18n.language, 'short')}</span>
            <span>{entry.freeSlots ? t('public.freeCount', { count: entry.freeSlots }) : t('public.full')}</span>
          </button>
        ))}
      </div>
      <div className={classes.dayPicker}>
        <PlainButton
          variant="outline"
          className={classes.dayStep}
          onClick={() => pickDay(addDays(day, -1))}
          disabled={day <= link.today}
          aria-label={t('public.previousDay')}
        >
          ‹
        </PlainButton>
        <div className={classes.dayField}>
          <TextField
            type="date"
            label={t('public.day')}
            value={day}
            min={link.today}
            max={link.lastDay}
            onChange={(event) => event.currentTarget.value && pickDay(event.currentTarget.value)}
            data-testid="booking-day"
          />
        </div>
        <PlainButton
          variant="outline"
          className={classes.dayStep}
          onClick={() => pickDay(addDays(day, 1))}
          disabled={day >= link.lastDay}
          aria-label={t('public.nextDay')}
        >
          ›
        </PlainButton>
      </div>
      {link.calendars.length > 1 && (
        <div className={classes.row}>
          <label htmlFor={selectId} className={classes.label}>
            {t('public.calendar')}
          </label>
          <select
            id={selectId}
            className={classes.select}
            value={calendarHash}
            onChange={(event) => {
              setCalendarHash(event.currentTarget.value);
              setPicked(null);
            }}
          >
            <option value="">{t('public.allCalendars')}</option>
            {link.calendars.map((calendar) => (
              <option key={calendar.hash} value={calendar.hash}>
                {calendar.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={classes.small} aria-live="polite" style={{ fontWeight: 600 }}>
        {dayLabel(day, i18n.language)}
      </p>
      {slots.error ? (
        <Notice tone="danger" role="alert">
          {t('public.slotsError')}{' '}
          <PlainButton variant="subtle" onClick={slots.reload}>
            {t('retry')}
          </PlainButton>
        </Notice>
      ) : !slots.data ? (
        <Placeholder />
      ) : (
        (allCourts ? byCalendar : byCalendar.slice(0, COURTS_AT_FIRST)).map(({ calendar, times }) => {
          const here = picked?.calendarHash === calendar.hash ? picked : null;
          return (
            <Fragment key={calendar.hash}>
              <CourtTimes
                calendar={calendar}
                times={times}
                timeZone={link.timeZone}
                picked={here?.startAt ?? null}
                priceOf={priceOf}
                onPick={(time) => setPicked({ calendarHash: calendar.hash, ...time })}
              />
              {/* Right under the court: the time just picked stays in sight above the form. */}
              {here && (
                <PublicBookingForm
                  key={`${here.calendarHash}-${here.startAt}`}
                  link={link}
                  lengths={here.lengths}
                  member={member}
                  navigate={navigate}
                  onTaken={() => {
                    setPicked(null);
                    slots.reload();
                    glance.reload();
                  }}
                />
              )}
            </Fragment>
          );
        })
      )}
      {slots.data && !allCourts && byCalendar.length > COURTS_AT_FIRST && (
        <PlainButton variant="outline" onClick={() => setAllCourts(true)} data-testid="all-courts">
          {t('public.allCourts', { count: byCalendar.length })}
        </PlainButton>
      )}
    </div>
  );
}
