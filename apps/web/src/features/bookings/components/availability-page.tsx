import { Button, Checkbox, Group, Paper, Select, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import type { BookingCalendar, OpeningBand } from '@tribuna/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './exceptions-table.module.css';
import { BookingsPageHead, ListState } from './page-parts';
import { fieldErrorsFromApiError, translateFieldError, type FieldErrors } from '../../../components/forms/field-errors';
import { Notice } from '../../../components/ui/notice';
import { notify } from '../../../lib/notify';
import { useCalendars, useCreateException, useExceptions, useRemoveException, useSaveCalendar } from '../api/manage-bookings';
import { todayIn } from '../lib/zoned-input';
import { dayLabel } from '../lib/zoned-time';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
/** Wide enough for a 12-hour clock's "08:00 AM" and its icon; two still fit side by side on a phone. */
const TIME_INPUT_WIDTH = 140;
type DayHours = { open: boolean; opensAt: string; closesAt: string };

/** Weekday names in the interface language (1 Monday … 7 Sunday). */
export const weekdayName = (weekday: number, locale: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

/**
 * Availability (/bookings/availability): each calendar's weekly opening hours (one band a day),
 * and the closed days and special hours of a calendar or of the whole club.
 */
export function AvailabilityPage({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('bookings');
  const calendars = useCalendars(clubHash);
  const [selected, setSelected] = useState<string | null>(null);
  const items = calendars.data?.['hydra:member'] ?? [];
  const calendar = items.find((c) => c.hash === selected) ?? items[0];
  return (
    <Stack gap="lg">
      <BookingsPageHead section="availability" />
      <ListState query={calendars} count={items.length} emptyText={t('calendars.empty')} />
      {calendar && (
        <>
          <Select
            label={t('availability.calendar')}
            data={items.map((c) => ({ value: c.hash, label: c.name }))}
            value={calendar.hash}
            onChange={setSelected}
            allowDeselect={false}
            maw={360}
            data-testid="availability-calendar"
          />
          <WeeklyHours key={calendar.hash} clubHash={clubHash} calendar={calendar} />
          <Exceptions clubHash={clubHash} calendars={items} />
        </>
      )}
    </Stack>
  );
}

function WeeklyHours({ clubHash, calendar }: { clubHash: string; calendar: BookingCalendar }) {
  const { t, i18n } = useTranslation('bookings');
  const save = useSaveCalendar(clubHash);
  const [hours, setHours] = useState<Record<number, DayHours>>(() =>
    Object.fromEntries(
      WEEKDAYS.map((weekday) => {
        const band = calendar.openingHours.find((b) => b.weekday === weekday);
        return [
          weekday,
          band ? { open: true, opensAt: band.opensAt, closesAt: band.closesAt } : { open: false, opensAt: '08:00', closesAt: '22:00' },
        ];
      }),
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (weekday: number, change: Partial<DayHours>) =>
    setHours((current) => ({ ...current, [weekday]: { ...current[weekday]!, ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const openingHours: OpeningBand[] = WEEKDAYS.filter((w) => hours[w]!.open).map((weekday) => ({
      weekday,
      opensAt: hours[weekday]!.opensAt,
      closesAt: hours[weekday]!.closesAt,
    }));
    setErrors({});
    try {
      await save.mutateAsync({ calendarHash: calendar.hash, body: { openingHours } });
      notify('success', t('availability.saved', { name: calendar.name }));
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      // Errors name the band's index among the open days: show them on that day's row.
      const open = WEEKDAYS.filter((w) => hours[w]!.open);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([field, codes]) => [String(open[Number(/\[(\d+)\]/.exec(field)?.[1] ?? -1)] ?? field), codes]),
        ),
      );
      if (!Object.keys(fields).length) notify('error', t('errors.update'));
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={(event: FormEvent) => void submit(event)}
      noValidate
      data-testid="weekly-hours"
    >
      <Title order={2} size="h4" mb="sm">
        {t('availability.weekly', { name: calendar.name })}
      </Title>
      <Stack gap="xs">
        {WEEKDAYS.map((weekday) => {
          const day = hours[weekday]!;
          const error = errors[String(weekday)]?.map((code) => translateFieldError(t, code)).join(' ');
          return (
            <Group key={weekday} gap="sm" align="flex-end" wrap="wrap" data-testid={`weekday-${weekday}`}>
              {/* On a phone the day takes its own line, its two times side by side under it. */}
              <Switch
                w={{ base: '100%', xs: 150 }}
                label={weekdayName(weekday, i18n.language)}
                checked={day.open}
                onChange={(e) => set(weekday, { open: e.currentTarget.checked })}
              />
              <TextInput
                type="time"
                label={t('availability.opens')}
                value={day.opensAt}
                disabled={!day.open}
                onChange={(e) => set(weekday, { opensAt: e.currentTarget.value })}
                w={TIME_INPUT_WIDTH}
              />
              <TextInput
                type="time"
                label={t('availability.closes')}
                value={day.closesAt === '24:00' ? '23:59' : day.closesAt}
                disabled={!day.open}
                onChange={(e) => set(weekday, { closesAt: e.currentTarget.value === '23:59' ? '24:00' : e.currentTarget.value })}
                w={TIME_INPUT_WIDTH}
                error={error}
              />
            </Group>
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="weekly-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Exceptions({ clubHash, calendars }: { clubHash: string; calendars: BookingCalendar[] }) {
  const { t, i18n } = useTranslation('bookings');
  const exceptions = useExceptions(clubHash);
  const create = useCreateException(clubHash);
  const remove = useRemoveException(clubHash);
  const zone = calendars[0]?.timeZone ?? 'Europe/Madrid';
  const [calendarHash, setCalendarHash] = useState('');
  const [day, setDay] = useState(todayIn(zone));
  const [label, setLabel] = useState('');
  const [closed, setClosed] = useState(true);
  const [opensAt, setOpensAt] = useState('10:00');
  const [closesAt, setClosesAt] = useState('14:00');
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = (field: string) => errors[field]?.map((problem) => translateFieldError(t, problem)).join(' ');
  const nameOf = (hash: string | null) => (hash ? (calendars.find((c) => c.hash === hash)?.name ?? '') : t('availability.wholeClub'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await create.mutateAsync({ calendarHash: calendarHash || null, day, label, ...(closed ? {} : { opensAt, closesAt }) });
      notify('success', t('availability.exceptionAdded'));
      setLabel('');
    } catch (error) {
      const fields = fieldErrorsFromApiError(error);
      setErrors(fields);
      if (!Object.keys(fields).length) notify('error', t('errors.create'));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('availability.exceptions')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="exception-form">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('availability.appliesTo')}
            data={[{ value: '', label: t('availability.wholeClub') }, ...calendars.map((c) => ({ value: c.hash, label: c.name }))]}
            value={calendarHash}
            onChange={(v) => setCalendarHash(v ?? '')}
            allowDeselect={false}
            w={200}
          />
          <TextInput
            type="date"
            label={t('availability.day')}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
            error={errorOf('day')}
            w={170}
          />
          <TextInput
            label={t('availability.label')}
            required
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
            error={errorOf('label')}
            w={200}
            data-testid="exception-label"
          />
          <Checkbox label={t('availability.closedAllDay')} checked={closed} onChange={(e) => setClosed(e.currentTarget.checked)} mb={8} />
          {!closed && (
            <>
              <TextInput
                type="time"
                label={t('availability.opens')}
                value={opensAt}
                onChange={(e) => setOpensAt(e.currentTarget.value)}
                w={TIME_INPUT_WIDTH}
              />
              <TextInput
                type="time"
                label={t('availability.closes')}
                value={closesAt}
                onChange={(e) => setClosesAt(e.currentTarget.value)}
                error={errorOf('closesAt')}
                w={TIME_INPUT_WIDTH}
              />
            </>
          )}
          <Button type="submit" loading={create.isPending} data-testid="exception-add">
            {t('add')}
          </Button>
        </Group>
      </form>
      {exceptions.isError && <Notice tone="danger">{t('errors.load')}</Notice>}
      {(exceptions.data?.['hydra:member'].length ?? 0) > 0 && (
        <Table mt="md" className={classes.table} data-testid="exceptions-table">
          <Table.Tbody>
            {exceptions.data!['hydra:member'].map((exception) => (
              <Table.Tr key={exception.hash}>
                <Table.Td>{dayLabel(exception.day, i18n.language, 'short')}</Table.Td>
                <Table.Td>{exception.label}</Table.Td>
                <Table.Td>{nameOf(exception.calendarHash)}</Table.Td>
                <Table.Td>{exception.opensAt ? `${exception.opensAt}–${exception.closesAt}` : t('availability.closed')}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(exception.hash, { onError: () => notify('error', t('errors.remove')) })}
                    aria-label={t('availability.removeNamed', { name: exception.label })}
                  >
                    {t('remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
