import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FeeDetail } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

/** The chart is a picture (its numbers are the hidden tables): no keyboard stop inside it. */
const NOT_FOCUSABLE = { accessibilityLayer: false, tabIndex: -1 };

/** A fee's totals per state and per team as bar charts, each with its numbers as a table for screen readers. */
export function FeeCharts({ fee }: { fee: FeeDetail }) {
  const { t, i18n } = useTranslation('fees');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const byState = fee.byState.map((line) => ({ label: t(`states.${line.state}`), amount: line.amount / 100, count: line.count }));
  const byTeam = fee.byTeam.map((line) => ({
    label: line.teamName ?? t('totals.noTeam'),
    amount: line.amount / 100,
    paid: line.paid / 100,
  }));
  const euros = (value: number) => money(Math.round(value * 100));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="fee-charts">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('totals.byState')}
        </Title>
        <div aria-hidden="true">
          <BarChart
            h={220}
            data={byState}
            dataKey="label"
            series={[{ name: 'amount', label: t('totals.amount'), color: 'blue.7' }]}
            valueFormatter={euros}
            barChartProps={NOT_FOCUSABLE}
          />
        </div>
        <VisuallyHidden>
          <Table aria-label={t('totals.byState')}>
            <Table.Tbody>
              {fee.byState.map((line) => (
                <Table.Tr key={line.state}>
                  <Table.Th>{t(`states.${line.state}`)}</Table.Th>
                  <Table.Td>{t('totals.value', { amount: money(line.amount), count: line.count })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('totals.byTeam')}
        </Title>
        {byTeam.length === 0 ? (
          <Text c="dimmed">{t('totals.none')}</Text>
        ) : (
          <div aria-hidden="true">
            <BarChart
              h={220}
              data={byTeam}
              dataKey="label"
              series={[
                { name: 'amount', label: t('totals.charged'), color: 'gray.6' },
                { name: 'paid', label: t('totals.paid'), color: 'green.8' },
              ]}
              valueFormatter={euros}
              barChartProps={NOT_FOCUSABLE}
            />
          </div>
        )}
        <VisuallyHidden>
          <Table aria-label={t('totals.byTeam')}>
            <Table.Tbody>
              {fee.byTeam.map((line) => (
                <Table.Tr key={line.teamHash ?? 'none'}>
                  <Table.Th>{line.teamName ?? t('totals.noTeam')}</Table.Th>
                  <Table.Td>{t('totals.teamValue', { charged: money(line.amount), paid: money(line.paid) })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </SimpleGrid>
  );
}
