import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';
import classes from './public-booking.module.css';

/** Booking failed (/bookings/{bookingHash}/unsuccessful, spec 2): the spec's message naming the booking. */
export function BookingFailedPage({ bookingHash }: { bookingHash: string }) {
  const { t } = useTranslation('bookings');
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('failed.title')}</h1>
      <Notice tone="danger" role="alert" data-testid="booking-failed">
        {t('errors.reservationProblem', { bookingHash })}
      </Notice>
      <AppLink to={paths.bookings.status(bookingHash)} className={classes.link}>
        {t('failed.back')}
      </AppLink>
    </div>
  );
}
