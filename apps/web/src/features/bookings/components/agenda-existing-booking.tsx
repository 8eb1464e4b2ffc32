import { Button, Group, Stack, Text } from '@mantine/core';
import type { Agenda } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason, fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCancelAgendaBooking, useUpdateAgendaBooking } from '../api/manage-bookings';
import { instantOf } from '../lib/zoned-input';
import { dateTimeIn, dayIn, timeIn } from '../lib/zoned-time';
import type { AgendaBooking } from './agenda-booking-modal';
import { WhenFields } from './agenda-when-fields';

/** A booking or block in the agenda: who and what it is, moved to another time or court, or cancelled. */
export function AgendaExistingBooking({
  clubHash,
  agenda,
  booking,
  onClose,
}: {
  clubHash: string;
  agenda: Agenda;
  booking: AgendaBooking;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const update = useUpdateAgendaBooking(clubHash);
  const cancel = useCancelAgendaBooking(clubHash);
  const zone = agenda.timeZone;
  const [when, setWhen] = useState({
    calendarHash: booking.calendarHash,
    day: dayIn(booking.startAt, zone),
    time: timeIn(booking.startAt, zone, 'en-GB'),
    minutes: Math.round((Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await update.mutateAsync({
        bookingHash: booking.hash,
        body: { calendarHash: when.calendarHash, startAt: instantOf(when.day, when.time, zone), minutes: when.minutes },
      });
      notify('success', t('agenda.movedShort'));
      onClose();
    } catch (error) {
      const reason = errorReason(error);
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (reason) setFailure(translateFieldError(t, reason));
      else if (!Object.keys(fields).length) setFailure(t('errors.update'));
    }
  };
  const doCancel = () =>
    cancel.mutate(booking.hash, {
      onSuccess: () => {
        notify('success', t(booking.kind === 'block' ? 'agenda.blockRemoved' : 'agenda.cancelled'));
        onClose();
      },
      // Why, when the API says (paymentUnavailable: the card refund could not be made, nothing changed).
      onError: (error) => {
        const reason = errorReason(error);
        setFailure(reason ? `${t('errors.cancel')} ${translateFieldError(t, reason)}` : t('errors.cancel'));
      },
    });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="agenda-move-form">
      <Stack gap="sm">
        <Text fw={600}>
          {booking.kind === 'block'
            ? booking.description || t('agenda.block')
            : `${booking.bookerName ?? ''} ${booking.bookerEmail ? `· ${booking.bookerEmail}` : ''}`}
        </Text>
        <Text size="sm" c="dimmed">
          {dateTimeIn(booking.startAt, zone, i18n.language)}–{timeIn(booking.endAt, zone, i18n.language)} ·{' '}
          {formatMoney(booking.amount, i18n.language)} · {t(`priceKind.${booking.priceKind}`)}
        </Text>
        {booking.reference && booking.kind === 'booking' && (
          <Text size="sm" data-testid="agenda-booking-reference">
            {t('details.reference')}: {booking.reference}
          </Text>
        )}
        {booking.notes && <Text size="sm">{booking.notes}</Text>}
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <WhenFields agenda={agenda} {...when} onChange={(next) => setWhen((current) => ({ ...current, ...next }))} errors={errors} />
        <Group justify="space-between">
          <Button color="red" variant="light" onClick={doCancel} loading={cancel.isPending} data-testid="agenda-cancel-booking">
            {t(booking.kind === 'block' ? 'agenda.removeBlock' : 'agenda.cancelBooking')}
          </Button>
          <Group>
            <Button variant="outline" onClick={onClose}>
              {t('close')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="agenda-move-save">
              {t('agenda.move')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
