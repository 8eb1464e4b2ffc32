import { Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import type { MetricDrillDownKey, MetricFigure } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useMetricDrillDown } from '../api/metrics';
import { formatDay, formatEuros, formatFigure } from '../lib/format';

export type DrillDownTarget = { list: MetricDrillDownKey; figure: MetricFigure };

const PER_PAGE = 20;

/** The rows a figure counts, for the figure's day and period, 20 at a time. */
export function DrillDownModal({ clubHash, target, onClose }: { clubHash: string; target: DrillDownTarget | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
  const [page, setPage] = useState(1);
  const query = useMetricDrillDown(clubHash, target?.list ?? null, page);
  const close = () => {
    setPage(1);
    onClose();
  };
  const rows = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const withAmount = rows.some((row) => row.amount !== null);
  const dateOf = (date: string | null) =>
    date
      ? date.length === 10
        ? formatDay(date, i18n.language)
        : new Date(date).toLocaleDateString(i18n.language, { timeZone: 'Europe/Madrid' })
      : '—';
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      size="lg"
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      title={target ? t(`metrics.figures.${target.figure.key}`) : ''}
      data-testid="metric-drill-down-modal"
    >
      {target && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="metric-drill-down-total">
            {t('metrics.drillDown.total', { count: total, value: formatFigure(target.figure.value, target.figure.unit, i18n.language) })}
          </Text>
          {query.isPending && <PlaceholderRows />}
          {query.isError && (
            <LoadError message={t('metrics.loadError')} retryLabel={t('home.retry')} onRetry={() => void query.refetch()} />
          )}
          {query.isSuccess && rows.length === 0 && <Text>{t('metrics.drillDown.empty')}</Text>}
          {rows.length > 0 && (
            <Table.ScrollContainer minWidth={420}>
              <Table striped verticalSpacing="xs" data-testid="metric-drill-down-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('metrics.drillDown.name')}</Table.Th>
                    <Table.Th scope="col">{t('metrics.drillDown.detail')}</Table.Th>
                    <Table.Th scope="col">{t('metrics.drillDown.date')}</Table.Th>
                    {withAmount && <Table.Th scope="col">{t('metrics.drillDown.amount')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => (
                    <Table.Tr key={`${row.hash}-${index}`} data-testid="metric-drill-down-row">
                      <Table.Td>{row.title}</Table.Td>
                      <Table.Td>{row.detail ?? '—'}</Table.Td>
                      <Table.Td>{dateOf(row.date)}</Table.Td>
                      {withAmount && <Table.Td>{row.amount === null ? '—' : formatEuros(row.amount, i18n.language)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {total > PER_PAGE && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(total / PER_PAGE)}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': t(`metrics.drillDown.pages.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('metrics.drillDown.pages.page', { page: item }) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
