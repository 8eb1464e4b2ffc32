import type { BookingToken, FreeSlot, PublicLink } from '@tribuna/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { fieldCodesOf, lightBookings, refusalOf } from '../api/light-bookings';
import { dayIn, dayLabel, timeIn } from '../lib/zoned-time';
import { useFieldError, type Navigate } from './public-booking-shared';
import formClasses from './public-booking-form.module.css';
import classes from './public-booking.module.css';

interface BookingFormProps {
  link: PublicLink;
  /** The free slots starting at the time picked on one calendar, shortest first (one per length). */
  lengths: FreeSlot[];
  member: BookingToken | null;
  navigate: Navigate;
  onTaken: () => void;
}

/** Brings the form into view when it opens and puts the focus on its summary (the screen reader reads what was picked). */
function useBroughtIntoView() {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    section.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return { section, heading };
}

/**
 * The booker's short form under the picked time: the length (and its price), name, e-mail, an
 * optional note behind a button, and "Book" — short enough to fit a phone's screen with its
 * summary, so picking a time shows everything left to do.
 */
export function PublicBookingForm({ link, lengths, member, navigate, onTaken }: BookingFormProps) {
  const { t, i18n } = useTranslation('bookings');
  const fieldError = useFieldError();
  const { section, heading } = useBroughtIntoView();
  const [minutes, setMinutes] = useState(lengths[0]!.minutes);
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [notesOpen, setNotesOpen] = useState(false);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const notesId = useId();
  const headingId = useId();
  const slot = lengths.find((option) => option.minutes === minutes) ?? lengths[0]!;
  const priceOf = (option: FreeSlot) => (member ? option.memberPrice : option.guestPrice);
  const price = priceOf(slot);
  const money = (cents: number) => formatMoney(cents, i18n.language);
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
    <section ref={section} className={`${classes.card} ${formClasses.formCard}`} aria-labelledby={headingId}>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="booking-form" className={formClasses.form}>
        <h2 className={classes.calendarName} id={headingId} ref={heading} tabIndex={-1}>
          {t('public.summary', {
            calendar: calendar.name,
            day: dayLabel(dayIn(slot.startAt, link.timeZone), i18n.language),
            start: timeIn(slot.startAt, link.timeZone, i18n.language),
            end: timeIn(slot.endAt, link.timeZone, i18n.language),
          })}
        </h2>
        <fieldset className={formClasses.lengths}>
          <legend className={classes.label}>{t('public.length')}</legend>
          {lengths.map((option) => (
            <label key={option.minutes} className={formClasses.lengthOption}>
              <input
                type="radio"
                name="length"
                value={option.minutes}
                checked={option.minutes === minutes}
                onChange={() => setMinutes(option.minutes)}
              />
              {t('public.lengthPrice', { minutes: option.minutes, price: money(priceOf(option)) })}
            </label>
          ))}
        </fieldset>
        <div className={classes.row}>
          <span className={classes.price} data-testid="booking-price">
            {money(price)}
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
          autoComplete="name"
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
          autoComplete="email"
          value={email}
          readOnly={Boolean(member)}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={Boolean(errorOf('email'))}
          data-testid="booker-email"
        />
        {errorOf('email') && <p className={classes.error}>{errorOf('email')}</p>}
        {notesOpen ? (
          <>
            <label htmlFor={notesId} className={classes.label}>
              {t('public.notes')}
            </label>
            <textarea
              id={notesId}
              className={classes.textarea}
              maxLength={1000}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              // Opened by the button it replaces: the focus goes on where the person asked.
              autoFocus
            />
          </>
        ) : (
          <button type="button" className={formClasses.textButton} onClick={() => setNotesOpen(true)} data-testid="booking-add-notes">
            {t('public.addNotes')}
          </button>
        )}
        <PlainButton type="submit" loading={sending} data-testid="book">
          {t(link.paymentRequired && price > 0 ? 'public.bookAndPay' : 'public.book')}
        </PlainButton>
      </form>
    </section>
  );
}
