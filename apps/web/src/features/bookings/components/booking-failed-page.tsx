import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';

/** Booking failed (/bookings/{bookingHash}/unsuccessful, spec 2): the spec's message naming the booking. */
export function BookingFailedPage({ bookingHash }: { bookingHash: string }) {
  const { t } = useTranslation('bookings');
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Title order={1}>{t('failed.title')}</Title>
      <Notice tone="danger" role="alert" data-testid="booking-failed">
        {t('errors.reservationProblem', { bookingHash })}
      </Notice>
      <Anchor component={Link} to={paths.bookings.status(bookingHash)}>
        {t('failed.back')}
      </Anchor>
    </Stack>
  );
}
