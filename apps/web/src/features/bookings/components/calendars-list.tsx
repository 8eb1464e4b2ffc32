import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingCalendar } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
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
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onEdit(calendar)}
        aria-label={t('calendars.editNamed', { name: calendar.name })}
      >
        {t('edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => onRemove(calendar)}
        aria-label={t('calendars.removeNamed', { name: calendar.name })}
      >
        {t('remove')}
      </Button>
    </Group>
  );
}

/**
 * The club's booking calendars: a table from a tablet up; on a phone one card a calendar, so its
 * lengths and capacity are read without scrolling sideways.
 */
export function CalendarsList({ calendars, onEdit, onRemove }: ListProps) {
  const { t } = useTranslation('bookings');
  const sportName = useSportName();
  const phone = useMediaQuery('(max-width: 36em)');
  const lengths = (calendar: BookingCalendar) => calendar.slotMinutes.map((m) => t('minutes', { count: m })).join(', ');

  if (phone) {
    return (
      <Stack gap="sm" data-testid="calendars-cards">
        {calendars.map((calendar) => (
          <Paper key={calendar.hash} withBorder radius="md" p="sm" data-testid="calendar-row">
            <Stack gap={4}>
              <Text fw={600} component="div">
                <CalendarName calendar={calendar} />
              </Text>
              <Text size="sm">{sportName(calendar.sport)}</Text>
              <Text size="sm">
                {t('calendars.lengths')}: {lengths(calendar)}
              </Text>
              <Text size="sm">
                {t('calendars.capacity')}: {calendar.capacity}
              </Text>
              <CalendarActions calendar={calendar} onEdit={onEdit} onRemove={onRemove} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table striped data-testid="calendars-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('calendars.name')}</Table.Th>
            <Table.Th>{t('calendars.sport')}</Table.Th>
            <Table.Th>{t('calendars.lengths')}</Table.Th>
            <Table.Th>{t('calendars.capacity')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calendars.map((calendar) => (
            <Table.Tr key={calendar.hash} data-testid="calendar-row">
              <Table.Td>
                <CalendarName calendar={calendar} />
              </Table.Td>
              <Table.Td>{sportName(calendar.sport)}</Table.Td>
              <Table.Td>{lengths(calendar)}</Table.Td>
              <Table.Td>{calendar.capacity}</Table.Td>
              <Table.Td>
                <CalendarActions calendar={calendar} onEdit={onEdit} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
