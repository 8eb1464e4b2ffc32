import { Button, ColorInput, Group, Modal, MultiSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { BOOKING_NAME_MAX, CreateBookingCalendarBodySchema, type BookingCalendar } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarsList } from './calendars-list';
import { BookingsPageHead, ListState } from './page-parts';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { FormActions, FormModal, useSaveForm } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCalendars, useRemoveCalendar, useSaveCalendar } from '../api/manage-bookings';
import { SportSelect } from './sport-select';

const LENGTHS = ['30', '45', '60', '90', '120', '180'];

/** Booking calendars (/bookings/calendars): the club's courts, pitches and rooms. */
export function CalendarsPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('bookings');
  const calendars = useCalendars(clubHash);
  const remove = useRemoveCalendar(clubHash);
  const [editing, setEditing] = useState<BookingCalendar | 'new' | null>(null);
  const [removing, setRemoving] = useState<BookingCalendar | null>(null);
  const items = calendars.data?.['hydra:member'] ?? [];

  return (
    <Stack gap="lg">
      <BookingsPageHead
        section="calendars"
        action={
          <Button onClick={() => setEditing('new')} data-testid="calendar-add">
            {t('calendars.add')}
          </Button>
        }
      />
      <ListState query={calendars} count={items.length} emptyText={t('calendars.empty')} />
      {items.length > 0 && <CalendarsList calendars={items} onEdit={setEditing} onRemove={setRemoving} />}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'calendars.add' : 'calendars.edit')}
        closeLabel={t('close')}
      >
        {editing !== null && (
          <CalendarForm clubHash={clubHash} calendar={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )}
      </FormModal>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('calendars.removeTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack>
          <Text>{t('calendars.removeConfirm', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('cancelAction')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.hash, {
                  onSuccess: () => notify('success', t('calendars.removed', { name: removing.name })),
                  // Why, when the API says (calendarAwaitingPayments, paymentUnavailable), translated.
                  onError: (error) => {
                    const reason = errorReason(error);
                    notify('error', reason ? `${t('errors.remove')} ${translateFieldError(t, reason)}` : t('errors.remove'));
                  },
                  onSettled: () => setRemoving(null),
                })
              }
            >
              {t('remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function CalendarForm({ clubHash, calendar, onClose }: { clubHash: string; calendar?: BookingCalendar; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const save = useSaveCalendar(clubHash);
  const [name, setName] = useState(calendar?.name ?? '');
  const [sport, setSport] = useState(calendar?.sport ?? 'padel');
  const [colour, setColour] = useState(calendar?.colour ?? '#1c7ed6');
  const [lengths, setLengths] = useState<string[]>((calendar?.slotMinutes ?? [60, 90]).map(String));
  const [capacity, setCapacity] = useState<number | string>(calendar?.capacity ?? 4);
  const {
    submit: send,
    alert: failure,
    errorOf,
    saving,
  } = useSaveForm({
    check: CreateBookingCalendarBodySchema,
    save: async (body) => {
      const saved = await save.mutateAsync({ calendarHash: calendar?.hash, body });
      notify('success', t(calendar ? 'calendars.updated' : 'calendars.created', { name: saved.name }));
    },
    onSaved: onClose,
    failure: t(calendar ? 'errors.update' : 'errors.create'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ name, sport, colour, slotMinutes: lengths.map(Number), capacity: Number(capacity) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="calendar-form">
      <Stack gap="md">
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <TextInput
          label={t('calendars.name')}
          required
          maxLength={BOOKING_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errorOf('name')}
          data-autofocus
          data-testid="calendar-name"
        />
        <SportSelect label={t('calendars.sport')} value={sport} onChange={setSport} error={errorOf('sport')} />
        <ColorInput label={t('calendars.colour')} value={colour} onChange={setColour} format="hex" error={errorOf('colour')} />
        <MultiSelect
          label={t('calendars.lengths')}
          data={LENGTHS.map((m) => ({ value: m, label: t('minutes', { count: Number(m) }) }))}
          value={lengths}
          onChange={setLengths}
          error={errorOf('slotMinutes')}
        />
        <NumberInput
          label={t('calendars.capacity')}
          description={t('calendars.capacityHelp')}
          min={1}
          max={100}
          value={capacity}
          onChange={setCapacity}
          error={errorOf('capacity')}
        />
        <FormActions
          cancelLabel={t('cancelAction')}
          onCancel={onClose}
          submitLabel={t('save')}
          pending={saving}
          submitTestId="calendar-save"
        />
      </Stack>
    </form>
  );
}
