import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Booking } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { bookingIcsUrl, useBooking, useCancelBooking, usePayBooking } from '../api/public-bookings';
import { dateTimeIn, timeIn } from '../lib/zoned-time';

const STATUS_COLOURS: Record<Booking['status'], string> = { confirmed: 'green.9', cancelled: 'gray', pending: 'yellow.9' };

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
 * details, add to calendar, and cancelling within the link's rules (the cost shown before the
 * button). A pending booking shows where to pay and until when the slot is held.
 */
export function BookingStatusPage({ bookingHash }: { bookingHash: string }) {
  const { t } = useTranslation('bookings');
  const booking = useBooking(bookingHash);
  if (booking.isPending) return <PlaceholderRows />;
  if (booking.isError)
    return (
      <Stack maw={640} mx="auto" w="100%">
        <Notice tone="danger" role="alert" data-testid="booking-invalid">
          {t('errors.invalidIdentifier')}
        </Notice>
      </Stack>
    );
  return <BookingDetails booking={booking.data} />;
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const navigate = useNavigate();
  const cancel = useCancelBooking(booking.hash);
  const pay = usePayBooking(booking.hash);
  const [confirming, setConfirming] = useState(false);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const terms = booking.cancellation;
  const cancelReason = errorReason(cancel.error);
  const title = { confirmed: 'status.confirmed', cancelled: 'status.cancelled', pending: 'status.pending' }[booking.status];

  const doCancel = () =>
    cancel.mutate(undefined, {
      onSettled: () => setConfirming(false),
    });
  const doPay = () =>
    pay.mutate(undefined, {
      onError: () => void navigate(paths.bookings.unsuccessful(booking.hash)),
    });

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <div>
        <Text c="dimmed">{booking.clubName}</Text>
        <Group gap="sm">
          <Title order={1}>{t(title)}</Title>
          <Badge variant="light" color={STATUS_COLOURS[booking.status]} data-testid="booking-status">
            {t(`statusName.${booking.status}`)}
          </Badge>
        </Group>
      </div>
      <Paper withBorder radius="md" p="md">
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">{t('details.calendar')}</Table.Th>
              <Table.Td>{booking.calendarName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('details.when')}</Table.Th>
              <Table.Td data-testid="booking-when">
                {dateTimeIn(booking.startAt, booking.timeZone, i18n.language)}–{timeIn(booking.endAt, booking.timeZone, i18n.language)}
              </Table.Td>
            </Table.Tr>
            {booking.bookerName && (
              <Table.Tr>
                <Table.Th>{t('details.booker')}</Table.Th>
                <Table.Td>{booking.bookerName}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>{t('details.price')}</Table.Th>
              <Table.Td data-testid="booking-amount">
                {money(booking.amount)} · {t(`priceKind.${booking.priceKind}`)}
              </Table.Td>
            </Table.Tr>
            {booking.cancelFee !== null && booking.status === 'cancelled' && (
              <Table.Tr>
                <Table.Th>{t('details.cancelFee')}</Table.Th>
                <Table.Td>{money(booking.cancelFee)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>{t('details.reference')}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{booking.hash}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>

      {booking.payment && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Text>{t('payment.holdUntil', { time: timeIn(booking.payment.holdUntil, booking.timeZone, i18n.language) })}</Text>
            <Button onClick={doPay} loading={pay.isPending} data-testid="booking-pay">
              {t('payment.pay', { amount: money(booking.amount) })}
            </Button>
            <Text size="xs" c="dimmed">
              {t('payment.testProvider')}
            </Text>
          </Stack>
        </Paper>
      )}

      {booking.status === 'confirmed' && (
        <Group gap="md">
          <Anchor href={bookingIcsUrl(booking.hash)} download="booking.ics" data-testid="booking-ics">
            {t('addToCalendar.ics')}
          </Anchor>
          <Anchor href={googleCalendarUrl(booking)} target="_blank" rel="noopener noreferrer">
            {t('addToCalendar.google')}
          </Anchor>
        </Group>
      )}

      {booking.status !== 'cancelled' && (
        <Paper withBorder radius="md" p="md" data-testid="cancellation">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('cancel.title')}
            </Title>
            {terms.allowed ? (
              <Text size="sm" data-testid="cancel-terms">
                {terms.fee > 0
                  ? t('cancel.withFee', { fee: money(terms.fee) })
                  : terms.freeUntil
                    ? t('cancel.freeUntil', { time: dateTimeIn(terms.freeUntil, booking.timeZone, i18n.language) })
                    : t('cancel.free')}
              </Text>
            ) : (
              <Notice tone="warning" data-testid="cancel-refused">
                {translateFieldError(t, terms.reason ?? 'cancellationTooLate')}
              </Notice>
            )}
            {cancel.isError && (
              <Notice tone="danger" role="alert" data-testid="cancel-error">
                {t('errors.cancel')}
                {cancelReason ? ` ${translateFieldError(t, cancelReason)}` : ''}
              </Notice>
            )}
            <Group>
              <Button
                color="red"
                variant="light"
                onClick={() => setConfirming(true)}
                disabled={!terms.allowed}
                data-testid="booking-cancel"
              >
                {t('cancel.button')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('cancel.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack>
          <Text>{terms.fee > 0 ? t('cancel.confirmWithFee', { fee: money(terms.fee) }) : t('cancel.confirm')}</Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('cancel.keep')}
            </Button>
            <Button color="red" onClick={doCancel} loading={cancel.isPending} data-testid="booking-cancel-confirm">
              {t('cancel.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
