import type { Booking } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlainButton } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { lightBookings, refusalOf, useLoaded } from '../api/light-bookings';
import { dateTimeIn, timeIn } from '../lib/zoned-time';
import { useFieldError, type Navigate } from './public-booking-shared';
import classes from './public-booking.module.css';

/** Google Calendar's "add event" link (UTC times); the .ics link serves Apple and Outlook. */
function googleCalendarUrl(booking: Booking) {
  const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${booking.calendarName} · ${booking.clubName}`,
    dates: `${stamp(booking.startAt)}/${stamp(booking.endAt)}`,
    location: `${booking.clubName} · ${booking.calendarName}`,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/**
 * Booking status (/bookings/{bookingHash}, spec 2): Booking confirmed / Booking cancelled, the
 * details, add to calendar, and cancelling within the link's rules (what it costs is shown before
 * the button). A pending booking shows where to pay and until when the slot is held.
 */
export function BookingStatusPage({ bookingHash, navigate }: { bookingHash: string; navigate: Navigate }) {
  const { t } = useTranslation('bookings');
  const booking = useLoaded((signal) => lightBookings.read(bookingHash, signal), [bookingHash]);
  if (booking.data) return <BookingDetails booking={booking.data} onChange={booking.set} navigate={navigate} />;
  if (booking.error)
    return (
      <div className={classes.page}>
        <Notice tone="danger" role="alert" data-testid="booking-invalid">
          {t('errors.invalidIdentifier')}
        </Notice>
      </div>
    );
  // A screen tall while loading: the frame's footer starts below the fold and stays there when the
  // details arrive (they are taller than a phone's screen), instead of jumping down (CLS, issue 21).
  return <div className={classes.page} aria-busy="true" data-testid="booking-loading" style={{ minHeight: '100vh' }} />;
}

function BookingDetails({ booking, onChange, navigate }: { booking: Booking; onChange: (booking: Booking) => void; navigate: Navigate }) {
  const { t, i18n } = useTranslation('bookings');
  const fieldError = useFieldError();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'pay' | null>(null);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const terms = booking.cancellation;
  const zone = booking.timeZone;

  const cancel = async () => {
    setBusy('cancel');
    setCancelFailure(null);
    try {
      onChange(await lightBookings.cancel(booking.hash));
    } catch (error) {
      const reason = refusalOf(error);
      setCancelFailure(`${t('errors.cancel')}${reason ? ` ${fieldError(reason)}` : ''}`);
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };
  const pay = async () => {
    setBusy('pay');
    try {
      onChange(await lightBookings.pay(booking.hash));
    } catch {
      navigate(paths.bookings.unsuccessful(booking.hash));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={classes.page}>
      <div>
        <p className={classes.kicker}>{booking.clubName}</p>
        <div className={classes.row}>
          <h1 className={classes.title}>{t(`status.${booking.status}`)}</h1>
          <span
            className={`${classes.badge} ${booking.status === 'confirmed' ? classes.confirmed : booking.status === 'pending' ? classes.pending : ''}`}
            data-testid="booking-status"
          >
            {t(`statusName.${booking.status}`)}
          </span>
        </div>
      </div>
      <section className={classes.card}>
        <dl className={classes.details}>
          <dt>{t('details.calendar')}</dt>
          <dd>{booking.calendarName}</dd>
          <dt>{t('details.when')}</dt>
          <dd data-testid="booking-when">
            {dateTimeIn(booking.startAt, zone, i18n.language)}–{timeIn(booking.endAt, zone, i18n.language)}
          </dd>
          {booking.bookerName && (
            <>
              <dt>{t('details.booker')}</dt>
              <dd>{booking.bookerName}</dd>
            </>
          )}
          <dt>{t('details.price')}</dt>
          <dd data-testid="booking-amount">
            {money(booking.amount)} · {t(`priceKind.${booking.priceKind}`)}
          </dd>
          {booking.cancelFee !== null && booking.status === 'cancelled' && (
            <>
              <dt>{t('details.cancelFee')}</dt>
              <dd>{money(booking.cancelFee)}</dd>
            </>
          )}
          {/* The short reference people quote; bookings from before references had none to show. */}
          {booking.reference && (
            <>
              <dt>{t('details.reference')}</dt>
              <dd data-testid="booking-reference">{booking.reference}</dd>
            </>
          )}
        </dl>
      </section>

      {booking.payment && (
        <section className={classes.card}>
          <p className={classes.small}>{t('payment.holdUntil', { time: timeIn(booking.payment.holdUntil, zone, i18n.language) })}</p>
          {booking.payment.provider === 'card' ? (
            // The club's card provider's own page; it comes back here once paid.
            <a className={classes.payLink} href={booking.payment.url} data-testid="booking-pay-card">
              {t('payment.pay', { amount: money(booking.amount) })}
            </a>
          ) : (
            <>
              <PlainButton onClick={() => void pay()} loading={busy === 'pay'} data-testid="booking-pay">
                {t('payment.pay', { amount: money(booking.amount) })}
              </PlainButton>
              <p className={`${classes.small} ${classes.dimmed}`}>{t('payment.testProvider')}</p>
            </>
          )}
        </section>
      )}

      {booking.status === 'confirmed' && (
        <div className={classes.row}>
          <a className={classes.link} href={lightBookings.icsUrl(booking.hash)} download="booking.ics" data-testid="booking-ics">
            {t('addToCalendar.ics')}
          </a>
          <a className={classes.link} href={googleCalendarUrl(booking)} target="_blank" rel="noopener noreferrer">
            {t('addToCalendar.google')}
          </a>
        </div>
      )}

      {booking.status !== 'cancelled' && (
        <section className={classes.card} data-testid="cancellation" aria-labelledby="cancel-title">
          <h2 className={classes.calendarName} id="cancel-title">
            {t('cancel.title')}
          </h2>
          {terms.allowed ? (
            <p className={classes.small} data-testid="cancel-terms">
              {terms.fee > 0
                ? t('cancel.withFee', { fee: money(terms.fee) })
                : terms.freeUntil
                  ? t('cancel.freeUntil', { time: dateTimeIn(terms.freeUntil, zone, i18n.language) })
                  : t('cancel.free')}
            </p>
          ) : (
            <Notice tone="warning" data-testid="cancel-refused">
              {fieldError(terms.reason ?? 'cancellationTooLate')}
            </Notice>
          )}
          {cancelFailure && (
            <Notice tone="danger" role="alert" data-testid="cancel-error">
              {cancelFailure}
            </Notice>
          )}
          {confirming ? (
            <div className={classes.card} role="group" aria-labelledby="cancel-confirm">
              <p className={classes.small} id="cancel-confirm">
                <strong>{t('cancel.confirmTitle')}</strong>{' '}
                {terms.fee > 0 ? t('cancel.confirmWithFee', { fee: money(terms.fee) }) : t('cancel.confirm')}
              </p>
              <div className={classes.row}>
                <PlainButton variant="outline" onClick={() => setConfirming(false)}>
                  {t('cancel.keep')}
                </PlainButton>
                <PlainButton onClick={() => void cancel()} loading={busy === 'cancel'} data-testid="booking-cancel-confirm">
                  {t('cancel.button')}
                </PlainButton>
              </div>
            </div>
          ) : (
            <div className={classes.row}>
              <PlainButton variant="outline" onClick={() => setConfirming(true)} disabled={!terms.allowed} data-testid="booking-cancel">
                {t('cancel.button')}
              </PlainButton>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
