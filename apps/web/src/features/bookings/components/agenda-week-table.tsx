import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import type { Agenda } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { dayIn, dayLabel, timeIn } from '../lib/zoned-time';
import type { AgendaBooking, NewBookingDraft } from './agenda-booking-modal';

/** The week table: a calendar column and seven day columns of at least ~100 px each. */
const WEEK_CALENDAR_COLUMN = 110;
const WEEK_MIN_WIDTH = WEEK_CALENDAR_COLUMN + 7 * 100;
/** A booking in the week is "time name" on as many lines as its narrow day column needs. */
const WRAPPING_BUTTON = { root: { paddingBlock: 2 }, label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } } as const;

/** The agenda's week: a table of calendars × days, each booking a button that opens it (text when read-only). */
export function WeekTable({ agenda, onOpen }: { agenda: Agenda; onOpen?: (target: AgendaBooking | NewBookingDraft) => void }) {
  const { t, i18n } = useTranslation('bookings');
  const zone = agenda.timeZone;
  return (
    // The week fits the box (fixed columns, names wrap inside their day) from a laptop up, so
    // Saturday and Sunday are never cut off; narrower than WEEK_MIN_WIDTH it scrolls inside the box.
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table withColumnBorders layout="fixed" data-testid="agenda-week" miw={WEEK_MIN_WIDTH}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={WEEK_CALENDAR_COLUMN}>{t('agenda.calendar')}</Table.Th>
            {agenda.days.map((day) => (
              <Table.Th key={day}>{dayLabel(day, i18n.language, 'short')}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agenda.calendars.map((calendar) => (
            <Table.Tr key={calendar.hash}>
              <Table.Th scope="row">{calendar.name}</Table.Th>
              {agenda.days.map((day) => (
                <Table.Td key={day} style={{ verticalAlign: 'top' }}>
                  <Stack gap={2}>
                    {agenda.bookings
                      .filter((b) => b.calendarHash === calendar.hash && dayIn(b.startAt, zone) === day)
                      .map((booking) => {
                        const label = `${timeIn(booking.startAt, zone, i18n.language)} ${
                          booking.kind === 'block' ? booking.description || t('agenda.block') : (booking.bookerName ?? '')
                        }`;
                        return onOpen ? (
                          <Button
                            key={booking.hash}
                            size="compact-xs"
                            variant={booking.kind === 'block' ? 'default' : 'light'}
                            onClick={() => onOpen(booking)}
                            justify="flex-start"
                            fullWidth
                            h="auto"
                            styles={WRAPPING_BUTTON}
                          >
                            {label}
                          </Button>
                        ) : (
                          <Text key={booking.hash} size="xs">
                            {label}
                          </Text>
                        );
                      })}
                  </Stack>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
