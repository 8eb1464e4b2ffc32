import { Group, Select, TextInput } from '@mantine/core';
import type { Agenda } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';

const LENGTHS = [30, 45, 60, 90, 120, 180];

export type BookingWhen = { calendarHash: string; day: string; time: string; minutes: number };

/** Where and when a booking is: calendar, day, start and length (a new booking's and a move's). */
export function WhenFields({
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
  onChange: (change: Partial<BookingWhen>) => void;
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
