import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { Agenda } from '@tribuna/contract';
import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useClubFeatures } from '../../../lib/queries/club-features';
import { errorReason, translateFieldError } from '../../../components/forms/field-errors';
import { useAgenda, useUpdateAgendaBooking } from '../api/manage-bookings';
import { instantOf, minuteIn, mondayOf, todayIn } from '../lib/zoned-input';
import { addDays, dayIn, dayLabel, hhmm, minuteOfTime, timeIn } from '../lib/zoned-time';
import { AgendaBookingModal, type AgendaBooking, type NewBookingDraft } from './agenda-booking-modal';
import { WeekTable } from './agenda-week-table';

const PX_PER_MINUTE = 1;
const STEP = 30;

/** The hours the day view shows: from the earliest opening to the latest closing of any calendar (08–22 without hours). */
function dayBounds(agenda: Agenda): { first: number; last: number } {
  const bands = agenda.calendars.flatMap((c) => c.openingHours);
  if (!bands.length) return { first: 8 * 60, last: 22 * 60 };
  const first = Math.min(...bands.map((b) => minuteOfTime(b.opensAt)));
  const last = Math.max(...bands.map((b) => minuteOfTime(b.closesAt)));
  return { first: Math.floor(first / 60) * 60, last: Math.ceil(last / 60) * 60 };
}

/**
 * The agenda (/bookings/agenda): every calendar side by side, a day (a time grid, bookings dragged
 * to another time or court) or a week (a table of calendars × days). A booking opens a dialog
 * that moves it by form (the keyboard's way) or cancels it; an empty half hour, or "New booking",
 * opens the dialog to book for someone, block the slot, or repeat weekly. All of that needs the
 * club's books_management_enabled (decision 0008); without it the agenda is read-only.
 */
export function AgendaPage({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation('bookings');
  const [view, setView] = useState<'day' | 'week'>('day');
  const [day, setDay] = useState(() => todayIn('Europe/Madrid'));
  const from = view === 'day' ? day : mondayOf(day);
  const agenda = useAgenda(clubHash, from, view === 'day' ? 1 : 7);
  const move = useUpdateAgendaBooking(clubHash);
  const [open, setOpen] = useState<AgendaBooking | NewBookingDraft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { t: tCommon } = useTranslation('common');
  // Read-only until the features say otherwise: the API refuses changes without the feature anyway.
  const editable = useClubFeatures(clubHash).data?.some((feature) => feature.code === 'books_management_enabled') ?? false;

  const shift = (direction: number) => setDay(addDays(day, direction * (view === 'day' ? 1 : 7)));
  const moveTo = (booking: AgendaBooking, calendarHash: string, startAt: string) => {
    const minutes = Math.round((Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000);
    move.mutate(
      { bookingHash: booking.hash, body: { calendarHash, startAt, minutes } },
      {
        onSuccess: (moved) =>
          setAnnouncement(t('agenda.moved', { time: timeIn(moved.startAt, moved.timeZone, i18n.language), calendar: moved.calendarName })),
        onError: (error) => notify('error', translateFieldError(t, errorReason(error) ?? 'slotTaken')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('agenda.title')}</Title>
          <Text c="dimmed">
            {view === 'day' ? dayLabel(day, i18n.language) : t('agenda.weekOf', { day: dayLabel(from, i18n.language) })}
          </Text>
        </div>
        {editable && (
          <Button onClick={() => setOpen({ kind: 'new', day, time: '10:00' })} data-testid="agenda-new">
            {t('agenda.new')}
          </Button>
        )}
      </Group>
      {!editable && (
        <Notice tone="info" data-testid="agenda-readonly">
          {tCommon('featureOff.booksManagement')}
        </Notice>
      )}
      <Group gap="xs">
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as 'day' | 'week')}
          data={[
            { value: 'day', label: t('agenda.day') },
            { value: 'week', label: t('agenda.week') },
          ]}
        />
        <Button variant="default" onClick={() => shift(-1)} aria-label={t(view === 'day' ? 'agenda.previousDay' : 'agenda.previousWeek')}>
          ‹
        </Button>
        <Button variant="default" onClick={() => setDay(todayIn(agenda.data?.timeZone ?? 'Europe/Madrid'))}>
          {t('agenda.today')}
        </Button>
        <Button variant="default" onClick={() => shift(1)} aria-label={t(view === 'day' ? 'agenda.nextDay' : 'agenda.nextWeek')}>
          ›
        </Button>
        <TextInput
          type="date"
          aria-label={t('agenda.goTo')}
          value={day}
          onChange={(event) => event.currentTarget.value && setDay(event.currentTarget.value)}
          data-testid="agenda-date"
        />
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {agenda.isPending && <PlaceholderRows />}
      {agenda.isError && <LoadError message={t('errors.load')} retryLabel={t('retry')} onRetry={() => void agenda.refetch()} />}
      {agenda.isSuccess && agenda.data.calendars.length === 0 && <Text>{t('calendars.empty')}</Text>}
      {agenda.isSuccess && agenda.data.calendars.length > 0 && view === 'day' && (
        <DayGrid agenda={agenda.data} day={day} onOpen={editable ? setOpen : undefined} onMove={moveTo} />
      )}
      {agenda.isSuccess && agenda.data.calendars.length > 0 && view === 'week' && (
        <WeekTable agenda={agenda.data} onOpen={editable ? setOpen : undefined} />
      )}
      {open && editable && agenda.data && (
        <AgendaBookingModal clubHash={clubHash} agenda={agenda.data} target={open} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}

function DayGrid({
  agenda,
  day,
  onOpen,
  onMove,
}: {
  agenda: Agenda;
  day: string;
  /** Absent when the agenda is read-only: nothing opens, nothing drags. */
  onOpen?: (target: AgendaBooking | NewBookingDraft) => void;
  onMove: (booking: AgendaBooking, calendarHash: string, startAt: string) => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { first, last } = dayBounds(agenda);
  const zone = agenda.timeZone;
  const [dragged, setDragged] = useState<AgendaBooking | null>(null);
  const rows = useMemo(() => Array.from({ length: (last - first) / STEP }, (_, i) => first + i * STEP), [first, last]);
  const height = (last - first) * PX_PER_MINUTE;
  const onDrop = (event: DragEvent, calendarHash: string, minute: number) => {
    event.preventDefault();
    if (dragged) onMove(dragged, calendarHash, instantOf(day, hhmm(minute), zone));
    setDragged(null);
  };

  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }} data-testid="agenda-day">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `56px repeat(${agenda.calendars.length}, minmax(120px, 1fr))`,
          minWidth: 56 + agenda.calendars.length * 120,
        }}
      >
        <div />
        {agenda.calendars.map((calendar) => (
          <Text key={calendar.hash} fw={600} size="sm" ta="center" p={4} style={{ borderBottom: `3px solid ${calendar.colour}` }}>
            {calendar.name}
          </Text>
        ))}
        <div style={{ position: 'relative', height }}>
          {rows
            .filter((minute) => minute % 60 === 0)
            .map((minute) => (
              <Text key={minute} size="xs" c="dimmed" style={{ position: 'absolute', top: (minute - first) * PX_PER_MINUTE, right: 6 }}>
                {hhmm(minute)}
              </Text>
            ))}
        </div>
        {agenda.calendars.map((calendar) => (
          <div
            key={calendar.hash}
            style={{ position: 'relative', height, borderLeft: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="agenda-column"
            data-calendar={calendar.hash}
          >
            {rows.map((minute) => (
              <div
                key={minute}
                aria-hidden
                data-testid="agenda-cell"
                data-minute={minute}
                onClick={onOpen && (() => onOpen({ kind: 'new', day, time: hhmm(minute), calendarHash: calendar.hash }))}
                onDragOver={onOpen && ((event) => event.preventDefault())}
                onDrop={onOpen && ((event) => onDrop(event, calendar.hash, minute))}
                style={{
                  position: 'absolute',
                  top: (minute - first) * PX_PER_MINUTE,
                  height: STEP * PX_PER_MINUTE,
                  left: 0,
                  right: 0,
                  borderTop: `1px ${minute % 60 === 0 ? 'solid' : 'dashed'} var(--mantine-color-gray-2)`,
                  cursor: onOpen ? 'pointer' : 'default',
                }}
              />
            ))}
            {agenda.bookings
              .filter((b) => b.calendarHash === calendar.hash && dayIn(b.startAt, zone) === day)
              .map((booking) => {
                const top = Math.max(minuteIn(booking.startAt, zone) - first, 0) * PX_PER_MINUTE;
                const length = (Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000;
                const block = booking.kind === 'block';
                // Read-only: the same box as text (its label still says who, when and where).
                const Box = onOpen ? 'button' : 'div';
                return (
                  <Box
                    key={booking.hash}
                    {...(onOpen
                      ? {
                          type: 'button' as const,
                          draggable: true,
                          onDragStart: (event: DragEvent) => {
                            event.dataTransfer.setData('text/plain', booking.hash);
                            event.dataTransfer.effectAllowed = 'move';
                            setDragged(booking);
                          },
                          onDragEnd: () => setDragged(null),
                          onClick: () => onOpen(booking),
                        }
                      : { role: 'note' })}
                    data-testid="agenda-booking"
                    data-booking={booking.hash}
                    aria-label={t('agenda.bookingLabel', {
                      name: block ? booking.description || t('agenda.block') : booking.bookerName || booking.bookerEmail || '',
                      start: timeIn(booking.startAt, zone, i18n.language),
                      end: timeIn(booking.endAt, zone, i18n.language),
                      calendar: calendar.name,
                    })}
                    style={{
                      position: 'absolute',
                      top,
                      left: 4,
                      right: 4,
                      height: Math.max(length * PX_PER_MINUTE - 2, 18),
                      // A light tint of the calendar's colour with dark text: readable whatever colour was chosen.
                      background: block ? 'var(--mantine-color-gray-2)' : `color-mix(in srgb, ${calendar.colour} 22%, white)`,
                      color: 'var(--mantine-color-black)',
                      border: 0,
                      borderLeft: `4px solid ${block ? 'var(--mantine-color-gray-6)' : calendar.colour}`,
                      borderRadius: 6,
                      padding: '2px 6px',
                      textAlign: 'left',
                      fontSize: 12,
                      overflow: 'hidden',
                      cursor: onOpen ? 'grab' : 'default',
                    }}
                  >
                    <strong>{timeIn(booking.startAt, zone, i18n.language)}</strong>{' '}
                    {block ? booking.description || t('agenda.block') : booking.bookerName}
                  </Box>
                );
              })}
          </div>
        ))}
      </div>
    </Paper>
  );
}
