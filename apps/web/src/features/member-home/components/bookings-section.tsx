import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { MyBooking } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMyBookings, useOpenBookingLinks } from '../api/member-home';
import { FirstRows, HomeSection } from './home-section';

/** When a booking is, in its calendar's time zone (a court in Madrid is booked in Madrid time). */
const bookingTime = (booking: MyBooking, locale: string) =>
  new Date(booking.startAt).toLocaleString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: booking.timeZone,
  });

/** "Your bookings": the coming ones, each opening its status page, and the club's booking pages to book more. */
export function BookingsSection({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('dashboard');
  const bookings = useMyBookings(clubHash, true);
  const links = useOpenBookingLinks(clubHash, true);
  const rows = bookings.data?.['hydra:member'] ?? [];
  const bookingLinks = (links.data?.['hydra:member'] ?? []).map((link) => ({
    label: t('home.bookings.book', { name: link.name }),
    to: link.path,
    testId: 'home-booking-link',
  }));
  return (
    <HomeSection
      id="home-bookings"
      title={t('home.bookings.title')}
      state={bookings}
      empty={rows.length === 0 ? t(bookingLinks.length > 0 ? 'home.bookings.empty' : 'home.bookings.emptyNoLinks') : null}
      links={bookingLinks}
    >
      <FirstRows
        rows={rows}

        render={(booking) => <BookingRow key={booking.hash} booking={booking} />}
        testId="home-bookings-all"
      />
    </HomeSection>
  );
}

function BookingRow({ booking }: { booking: MyBooking }) {
  const { i18n } = useTranslation('dashboard');
  const { t: tBookings } = useTranslation('bookings');
  return (
    <li>
      <Card component={Link} to={paths.bookings.status(booking.hash)} withBorder radius="md" padding="sm" data-testid="home-booking">
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700}>{booking.calendarName}</Text>
            <Badge variant="light" color={booking.status === 'confirmed' ? 'success' : 'accent'}>
              {tBookings(`statusName.${booking.status}`)}
            </Badge>
          </Group>
          <Text size="sm">{bookingTime(booking, i18n.language)}</Text>
        </Stack>
      </Card>
    </li>
  );
}
