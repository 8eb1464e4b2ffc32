import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { MetricSeries } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatMonth } from '../lib/format';

/** The chart is a picture (its numbers are the hidden table): no keyboard stop inside it. */
const NOT_FOCUSABLE = { accessibilityLayer: false, tabIndex: -1 };
const COLOURS = ['brand.8', 'accent.7', 'teal.7', 'grape.7'];

/** A category code in words: a person or team category, a gender, an hour, or a calendar's own name. */
function useCategoryLabel(series: MetricSeries) {
  const { t } = useTranslation(['dashboard', 'teams', 'people']);
  return (code: string) => {
    if (code === 'unknown') return t('dashboard:metrics.unknown');
    if (series.key === 'peopleByGender') return t(`people:genders.${code}`, { defaultValue: code });
    if (series.key === 'peopleByCategory' || series.key === 'teamsByCategory') return t(`teams:categories.${code}`, { defaultValue: code });
    if (series.key === 'occupancyByHour' || series.key === 'entriesByHour') return `${code}:00`;
    return code;
  };
}

/** One series of a card: a line chart over months or bars by category, and its numbers as a table for screen readers. */
export function MetricChart({ series }: { series: MetricSeries }) {
  const { t, i18n } = useTranslation('dashboard');
  const category = useCategoryLabel(series);
  const label = (code: string) => (series.kind === 'time' ? formatMonth(code, i18n.language) : category(code));
  const lineName = (key: string) => t(`metrics.figures.${key}`, { defaultValue: key });
  const data = series.labels.map((code, index) => ({
    label: label(code),
    ...Object.fromEntries(series.lines.map((line) => [line.key, line.values[index] ?? null])),
  }));
  const chartSeries = series.lines.map((line, index) => ({
    name: line.key,
    label: lineName(line.key),
    color: COLOURS[index % COLOURS.length]!,
  }));
  const format = (value: number) => formatFigure(value, series.unit, i18n.language);
  const title = t(`metrics.series.${series.key}`);
  const empty = series.lines.every((line) => line.values.every((value) => value === null || value === 0));
  return (
    <figure style={{ margin: 0 }} data-testid="metric-chart" data-series={series.key}>
      <Text component="figcaption" size="sm" fw={600} mb={4}>
        {title}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('metrics.noData')}
        </Text>
      ) : (
        <div aria-hidden="true">
          {series.kind === 'time' ? (
            <LineChart
              h={160}
              data={data}
              dataKey="label"
              series={chartSeries}
              curveType="monotone"
              withLegend={chartSeries.length > 1}
              valueFormatter={format}
              connectNulls={false}
              lineChartProps={NOT_FOCUSABLE}
            />
          ) : (
            <BarChart
              h={160}
              data={data}
              dataKey="label"
              series={chartSeries}
              withLegend={chartSeries.length > 1}
              valueFormatter={format}
              barChartProps={NOT_FOCUSABLE}
            />
          )}
        </div>
      )}
      <VisuallyHidden>
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('metrics.label')}</Table.Th>
              {series.lines.map((line) => (
                <Table.Th key={line.key} scope="col">
                  {lineName(line.key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.labels.map((code, index) => (
              <Table.Tr key={code}>
                <Table.Td>{label(code)}</Table.Td>
                {series.lines.map((line) => (
                  <Table.Td key={line.key}>
                    {line.values[index] === null || line.values[index] === undefined ? '—' : format(line.values[index]!)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
