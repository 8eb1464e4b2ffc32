import type { BookingToken, FreeSlot, PublicLink } from '@tribuna/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { getSession } from '../../../lib/session/session-store';
import { fieldCodesOf, lightBookings, refusalOf, useLoaded } from '../api/light-bookings';
import { addDays, dayIn, dayLabel, timeIn } from '../lib/zoned-time';
import classes from './public-booking.module.css';

export type Navigate = (to: string) => void;

/** Courts shown before "show all": a phone draws a few hundred slot buttons, not a thousand. */
const COURTS_AT_FIRST = 4;

/** A field error code in the person's language (the server's English when this build does not know it). */
export const useFieldError = () => {
  const { t } = useTranslation('bookings');
  return (code: string) => t(`forms:fieldErrors.${code}`, { defaultValue: code });
};

/**
 * A public booking link (/book/{linkHash}, clean layout): a strip of days with their free slots,
 * the day's slots per court with their prices (the member price for the club's people, known
 * through the booking token), then the booker's details and "Book". Times are the club's. Plain
 * markup, so the page loads as light as the login page (issue 13: Lighthouse ≥ 95).
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
  const [chosen, setChosen] = useState<FreeSlot | null>(null);
  const [allCourts, setAllCourts] = useState(false);
  const windowDays = Math.round((Date.parse(link.lastDay) - Date.parse(link.today)) / 86_400_000) + 1;
  const glance = useLoaded(
    (signal) => lightBookings.days(link.hash, link.today, Math.min(windowDays, 14), signal),
    [link.hash, link.today],
  );
  const slots = useLoaded((signal) => lightBookings.slots(link.hash, day, signal), [link.hash, day]);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const priceOf = (slot: FreeSlot) => (member ? slot.memberPrice : slot.guestPrice);
  const selectId = useId();

  const byCalendar = useMemo(() => {
    const list = (slots.data?.['hydra:member'] ?? []).filter((slot) => dayIn(slot.startAt, link.timeZone) === day);
    return link.calendars
      .filter((calendar) => !calendarHash || calendar.hash === calendarHash)
      .map((calendar) => ({ calendar, slots: list.filter((slot) => slot.calendarHash === calendar.hash) }));
  }, [slots.data, link, day, calendarHash]);

  const pickDay = (next: string) => {
    if (next < link.today || next > link.lastDay) return;
    setDay(next);
    setChosen(null);
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
      <div className={classes.row}>
        <PlainButton
          variant="outline"
          onClick={() => pickDay(addDays(day, -1))}
          disabled={day <= link.today}
          aria-label={t('public.previousDay')}
        >
          ‹
        </PlainButton>
        <div style={{ flex: 1, minWidth: 150 }}>
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
            onChange={(event) => setCalendarHash(event.currentTarget.value)}
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
        (allCourts ? byCalendar : byCalendar.slice(0, COURTS_AT_FIRST)).map(({ calendar, slots: free }) => (
          <section key={calendar.hash} className={classes.card} data-testid="slot-calendar" aria-label={calendar.name}>
            <div className={classes.row}>
              <span aria-hidden="true" className={classes.dot} style={{ background: calendar.colour }} />
              <h2 className={classes.calendarName}>{calendar.name}</h2>
              <span className={`${classes.small} ${classes.dimmed}`}>{t('public.capacity', { count: calendar.capacity })}</span>
            </div>
            {free.length === 0 ? (
              <p className={`${classes.small} ${classes.dimmed}`}>{t('public.noSlots')}</p>
            ) : (
              <div className={classes.slots}>
                {free.map((slot) => {
                  const selected =
                    chosen?.startAt === slot.startAt && chosen.calendarHash === slot.calendarHash && chosen.minutes === slot.minutes;
                  return (
                    <button
                      key={`${slot.startAt}-${slot.minutes}`}
                      type="button"
                      className={classes.slot}
                      aria-pressed={selected}
                      onClick={() => setChosen(slot)}
                      data-testid="slot"
                    >
                      {t('public.slot', {
                        time: timeIn(slot.startAt, link.timeZone, i18n.language),
                        minutes: slot.minutes,
                        price: money(priceOf(slot)),
                      })}
                    </button>
                  );
                })}
              </div>
            )}
          </section>
        ))
      )}
      {slots.data && !allCourts && byCalendar.length > COURTS_AT_FIRST && (
        <PlainButton variant="outline" onClick={() => setAllCourts(true)} data-testid="all-courts">
          {t('public.allCourts', { count: byCalendar.length })}
        </PlainButton>
      )}
      {chosen && (
        <BookingForm
          key={`${chosen.calendarHash}-${chosen.startAt}-${chosen.minutes}`}
          link={link}
          slot={chosen}
          price={priceOf(chosen)}
          member={member}
          navigate={navigate}
          onTaken={() => {
            setChosen(null);
            slots.reload();
            glance.reload();
          }}
        />
      )}
    </div>
  );
}

function BookingForm({
  link,
  slot,
  price,
  member,
  navigate,
  onTaken,
}: {
  link: PublicLink;
  slot: FreeSlot;
  price: number;
  member: BookingToken | null;
  navigate: Navigate;
  onTaken: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const fieldError = useFieldError();
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const notesId = useId();
  const calendar = link.calendars.find((c) => c.hash === slot.calendarHash)!;
  const errorOf = (field: string) => errors[field]?.map(fieldError).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API checks everything again; these two spare a round trip.
    const local: Record<string, string[]> = {};
    if (!name.trim()) local.name = ['required'];
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) local.email = ['email'];
    setErrors(local);
    if (Object.keys(local).length) return;
    setFailure(null);
    setSending(true);
    try {
      const booking = await lightBookings.book(link.hash, {
        calendarHash: slot.calendarHash,
        startAt: slot.startAt,
        minutes: slot.minutes,
        name: name.trim(),
        email: email.trim(),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(member ? { bookingToken: member.token } : {}),
      });
      navigate(paths.bookings.status(booking.hash));
    } catch (error) {
      setSending(false);
      const reason = refusalOf(error);
      const fields = fieldCodesOf(error);
      const own = Object.fromEntries(Object.entries(fields).filter(([field]) => ['name', 'email', 'notes'].includes(field)));
      setErrors(own);
      if (reason === 'slotTaken') onTaken();
      if (reason && !Object.values(own).flat().includes(reason)) setFailure(fieldError(reason));
      else if (!Object.keys(own).length) setFailure(t('errors.book'));
    }
  };

  return (
    <section className={classes.card} aria-labelledby="booking-summary">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="booking-form" style={{ display: 'contents' }}>
        <h2 className={classes.calendarName} id="booking-summary">
          {t('public.summary', {
            calendar: calendar.name,
            day: dayLabel(dayIn(slot.startAt, link.timeZone), i18n.language),
            start: timeIn(slot.startAt, link.timeZone, i18n.language),
            end: timeIn(slot.endAt, link.timeZone, i18n.language),
          })}
        </h2>
        <div className={classes.row}>
          <span className={classes.price} data-testid="booking-price">
            {formatMoney(price, i18n.language)}
          </span>
          <span className={classes.badge}>{t(member ? 'public.memberPrice' : 'public.guestPrice')}</span>
        </div>
        {failure && (
          <Notice tone="danger" role="alert" data-testid="booking-failure">
            {failure}
          </Notice>
        )}
        <TextField
          label={t('public.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          aria-invalid={Boolean(errorOf('name'))}
          data-testid="booker-name"
        />
        {errorOf('name') && <p className={classes.error}>{errorOf('name')}</p>}
        <TextField
          label={t('public.email')}
          type="email"
          required
          value={email}
          readOnly={Boolean(member)}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={Boolean(errorOf('email'))}
          data-testid="booker-email"
        />
        {errorOf('email') && <p className={classes.error}>{errorOf('email')}</p>}
        <label htmlFor={notesId} className={classes.label}>
          {t('public.notes')}
        </label>
        <textarea
          id={notesId}
          className={classes.textarea}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <PlainButton type="submit" loading={sending} data-testid="book">
          {t(link.paymentRequired && price > 0 ? 'public.bookAndPay' : 'public.book')}
        </PlainButton>
      </form>
    </section>
  );
}
