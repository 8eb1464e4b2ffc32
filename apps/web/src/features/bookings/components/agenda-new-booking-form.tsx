import { Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import type { Agenda, AgendaCreateResult, CreateAgendaBookingBody } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/forms';
import { errorReason, fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCreateAgendaBooking } from '../api/manage-bookings';
import { instantOf } from '../lib/zoned-input';
import { dateTimeIn } from '../lib/zoned-time';
import type { NewBookingDraft } from './agenda-booking-modal';
import { WhenFields } from './agenda-when-fields';

/** A new booking or block from the agenda; a weekly series shows its clashes before it is saved. */
export function AgendaNewBookingForm({
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
        <FormActions
          cancelLabel={t('cancelAction')}
          onCancel={onClose}
          submitLabel={t(repeatUntil && plan === null ? 'agenda.checkClashes' : 'save')}
          pending={create.isPending}
          submitTestId="agenda-form-save"
        />
      </Stack>
    </form>
  );
}
