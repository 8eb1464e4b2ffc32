import { Button, Group, List, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Agenda, AgendaCreateResult, CreateAgendaBookingBody } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason, fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCancelAgendaBooking, useCreateAgendaBooking, useUpdateAgendaBooking } from '../api/manage-bookings';
import { instantOf } from '../lib/zoned-input';
import { dateTimeIn, dayIn, timeIn } from '../lib/zoned-time';

export type AgendaBooking = Agenda['bookings'][number];
export type NewBookingDraft = { kind: 'new'; day: string; time: string; calendarHash?: string };

const LENGTHS = [30, 45, 60, 90, 120, 180];

/** The agenda's dialog: a new booking or block (with weekly repeats and their clashes), or an existing one to move or cancel. */
export function AgendaBookingModal({
  clubHash,
  agenda,
  target,
  onClose,
}: {
  clubHash: string;
  agenda: Agenda;
  target: AgendaBooking | NewBookingDraft;
  onClose: () => void;
}) {
  const { t } = useTranslation('bookings');
  const isNew = 'kind' in target && target.kind === 'new';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(isNew ? 'agenda.new' : 'agenda.booking')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {isNew ? (
        <NewBookingForm clubHash={clubHash} agenda={agenda} draft={target as NewBookingDraft} onClose={onClose} />
      ) : (
        <ExistingBooking clubHash={clubHash} agenda={agenda} booking={target as AgendaBooking} onClose={onClose} />
      )}
    </Modal>
  );
}

function WhenFields({
  agenda,
  calendarHash,
  day,
  time,
  minutes,
  onChange,
  errors,
}: {
  agenda: Agenda;
  calendarHash: string;
  day: string;
  time: string;
  minutes: number;
  onChange: (change: Partial<{ calendarHash: string; day: string; time: string; minutes: number }>) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('bookings');
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');
  return (
    <>
      <Select
        label={t('agenda.calendar')}
        data={agenda.calendars.map((c) => ({ value: c.hash, label: c.name }))}
        value={calendarHash}
        onChange={(value) => value && onChange({ calendarHash: value })}
        allowDeselect={false}
        error={errorOf('calendarHash')}
        data-testid="agenda-form-calendar"
      />
      <Group grow>
        <TextInput
          type="date"
          label={t('agenda.dayLabel')}
          value={day}
          onChange={(e) => onChange({ day: e.currentTarget.value })}
          data-testid="agenda-form-day"
        />
        <TextInput
          type="time"
          step={900}
          label={t('agenda.start')}
          value={time}
          onChange={(e) => onChange({ time: e.currentTarget.value })}
          error={errorOf('startAt')}
          data-testid="agenda-form-time"
        />
        <Select
          label={t('agenda.length')}
          data={LENGTHS.map((m) => ({ value: String(m), label: t('minutes', { count: m }) }))}
          value={String(minutes)}
          onChange={(value) => value && onChange({ minutes: Number(value) })}
          allowDeselect={false}
          error={errorOf('minutes')}
        />
      </Group>
    </>
  );
}

function NewBookingForm({
  clubHash,
  agenda,
  draft,
  onClose,
}: {
  clubHash: string;
  agenda: Agenda;
  draft: NewBookingDraft;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const create = useCreateAgendaBooking(clubHash);
  const [when, setWhen] = useState({
    calendarHash: draft.calendarHash ?? agenda.calendars[0]!.hash,
    day: draft.day,
    time: draft.time,
    minutes: 90,
  });
  const [kind, setKind] = useState<'booking' | 'block'>('booking');
  const [bookerName, setBookerName] = useState('');
  const [bookerEmail, setBookerEmail] = useState('');
  const [description, setDescription] = useState('');
  const [repeatUntil, setRepeatUntil] = useState('');
  const [plan, setPlan] = useState<AgendaCreateResult | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');

  const body = (dryRun: boolean): CreateAgendaBookingBody => ({
    calendarHash: when.calendarHash,
    startAt: instantOf(when.day, when.time, agenda.timeZone),
    minutes: when.minutes,
    kind,
    ...(kind === 'booking' && bookerName.trim() ? { bookerName: bookerName.trim() } : {}),
    ...(kind === 'booking' && bookerEmail.trim() ? { bookerEmail: bookerEmail.trim() } : {}),
    ...(description.trim() ? { description: description.trim() } : {}),
    ...(repeatUntil ? { repeatWeeklyUntil: repeatUntil } : {}),
    dryRun,
  });

  const run = async (dryRun: boolean) => {
    setErrors({});
    try {
      const result = await create.mutateAsync(body(dryRun));
      if (dryRun) return setPlan(result);
      notify(
        result.conflicts.length ? 'info' : 'success',
        t('agenda.created', { count: result.created.length }) +
          (result.conflicts.length ? ` ${t('agenda.skipped', { count: result.conflicts.length })}` : ''),
      );
      onClose();
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      // A refusal with a reason says it (an e-mail cap reached: clubMailLimitReached…).
      const reason = errorReason(error);
      if (reason) notify('error', translateFieldError(t, reason));
      else if (!Object.keys(fields).length) notify('error', t('errors.create'));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A series shows its clashes before anything is saved.
    void run(!!repeatUntil && plan === null);
  };
  const change = (next: Partial<typeof when>) => {
    setWhen((current) => ({ ...current, ...next }));
    setPlan(null);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="agenda-create-form">
      <Stack gap="sm">
        <Select
          label={t('agenda.kind')}
          data={[
            { value: 'booking', label: t('agenda.kindBooking') },
            { value: 'block', label: t('agenda.kindBlock') },
          ]}
          value={kind}
          onChange={(value) => setKind((value as 'booking' | 'block') ?? 'booking')}
          allowDeselect={false}
        />
        <WhenFields agenda={agenda} {...when} onChange={change} errors={errors} />
        {kind === 'booking' && (
          <Group grow>
            <TextInput
              label={t('agenda.bookerName')}
              value={bookerName}
              onChange={(e) => setBookerName(e.currentTarget.value)}
              error={errorOf('bookerName')}
              data-testid="agenda-form-name"
            />
            <TextInput
              label={t('agenda.bookerEmail')}
              type="email"
              value={bookerEmail}
              onChange={(e) => setBookerEmail(e.currentTarget.value)}
              error={errorOf('bookerEmail')}
            />
          </Group>
        )}
        <TextInput
          label={t('agenda.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errorOf('description')}
        />
        <TextInput
          type="date"
          label={t('agenda.repeatUntil')}
          description={t('agenda.repeatHelp')}
          value={repeatUntil}
          onChange={(e) => {
            setRepeatUntil(e.currentTarget.value);
            setPlan(null);
          }}
          error={errorOf('repeatWeeklyUntil')}
          data-testid="agenda-form-repeat"
        />
        {plan && (
          <Notice tone={plan.conflicts.length ? 'warning' : 'info'} data-testid="agenda-plan">
            <Text size="sm">{t('agenda.plan', { count: plan.planned.length })}</Text>
            {plan.conflicts.length > 0 && (
              <>
                <Text size="sm">{t('agenda.conflicts', { count: plan.conflicts.length })}</Text>
                <List size="sm">
                  {plan.conflicts.map((conflict) => (
                    <List.Item key={conflict.startAt}>{dateTimeIn(conflict.startAt, agenda.timeZone, i18n.language)}</List.Item>
                  ))}
                </List>
              </>
            )}
          </Notice>
        )}
        <Group justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancelAction')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="agenda-form-save">
            {t(repeatUntil && plan === null ? 'agenda.checkClashes' : 'save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ExistingBooking({
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
