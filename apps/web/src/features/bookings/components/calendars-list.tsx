import { Group } from '@mantine/core';
import type { BookingCalendar } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { EditRemoveActions, RecordsList, type RecordColumn } from '../../../components/ui/records-list';
import { useSportName } from '../../../lib/sport-name';

interface ListProps {
  calendars: BookingCalendar[];
  onEdit: (calendar: BookingCalendar) => void;
  onRemove: (calendar: BookingCalendar) => void;
}

function CalendarName({ calendar }: { calendar: BookingCalendar }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: calendar.colour, flex: 'none' }} />
      {calendar.name}
    </Group>
  );
}

function CalendarActions({ calendar, onEdit, onRemove }: { calendar: BookingCalendar } & Pick<ListProps, 'onEdit' | 'onRemove'>) {
  const { t } = useTranslation('bookings');
  return (
    <EditRemoveActions
      editText={t('edit')}
      removeText={t('remove')}
      editLabel={t('calendars.editNamed', { name: calendar.name })}
      removeLabel={t('calendars.removeNamed', { name: calendar.name })}
      onEdit={() => onEdit(calendar)}
      onRemove={() => onRemove(calendar)}
    />
  );
}

/**
 * The club's booking calendars: a table from a tablet up; on a phone one card a calendar, so its
 * lengths and capacity are read without scrolling sideways.
 */
export function CalendarsList({ calendars, onEdit, onRemove }: ListProps) {
  const { t } = useTranslation('bookings');
  const sportName = useSportName();
  const columns: RecordColumn<BookingCalendar>[] = [
    { label: t('calendars.name'), cell: (calendar) => <CalendarName calendar={calendar} />, card: 'title' },
    { label: t('calendars.sport'), cell: (calendar) => sportName(calendar.sport), card: 'plain' },
    { label: t('calendars.lengths'), cell: (calendar) => calendar.slotMinutes.map((m) => t('minutes', { count: m })).join(', ') },
    { label: t('calendars.capacity'), cell: (calendar) => calendar.capacity },
  ];
  return (
    <RecordsList
      rows={calendars}
      rowKey={(calendar) => calendar.hash}
      columns={columns}
      actions={(calendar) => <CalendarActions calendar={calendar} onEdit={onEdit} onRemove={onRemove} />}
      actionsLabel={t('actions')}
      testIds={{ table: 'calendars-table', cards: 'calendars-cards', row: 'calendar-row' }}
    />
  );
}
