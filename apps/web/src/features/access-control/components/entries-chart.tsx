import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The chart is a picture (its numbers are the hidden table): no keyboard stop inside it. */
const NOT_FOCUSABLE = { accessibilityLayer: false, tabIndex: -1 };

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Today's entries per hour as small bars, with the same numbers as a table for screen readers. */
export function EntriesChart({ listName, hours }: { listName: string; hours: { hour: number; entries: number }[] }) {
  const { t } = useTranslation('access');
  const data = hours.map((line) => ({ hour: hourLabel(line.hour), entries: line.entries }));
  if (!hours.some((line) => line.entries > 0)) {
    return (
      <Text size="sm" c="dimmed" mt="xs">
        {t('overview.noEntries')}
      </Text>
    );
  }
  return (
    <figure style={{ margin: 'var(--mantine-spacing-sm) 0 0' }} data-testid="access-entries-chart">
      <div aria-hidden="true">
        <BarChart
          h={140}
          data={data}
          dataKey="hour"
          series={[{ name: 'entries', label: t('overview.entries'), color: 'brand.8' }]}
          withYAxis={false}
          gridAxis="none"
          barChartProps={NOT_FOCUSABLE}
        />
      </div>
      <Text component="figcaption" size="xs" c="dimmed">
        {t('overview.entriesCaption')}
      </Text>
      <VisuallyHidden>
        <Table aria-label={t('overview.entriesTable', { name: listName })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('overview.hour')}</Table.Th>
              <Table.Th scope="col">{t('overview.entries')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((line) => (
              <Table.Tr key={line.hour}>
                <Table.Td>{line.hour}</Table.Td>
                <Table.Td>{line.entries}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
