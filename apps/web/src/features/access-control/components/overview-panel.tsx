import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AccessList } from '@tribuna/contract/access-control';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ACCESS_CONTROL_ROUTES } from '@tribuna/contract/access-control.routes';
import { useMay } from '../../../lib/permissions';
import { useAccessLists } from '../api/access-lists';
import { useListToday } from '../api/list-today';
import { EntriesChart } from './entries-chart';
import { paths } from '../../../config/paths';

/**
 * Live counters per check-in list with its entries per hour, read again every few seconds while
 * this tab is open (paused while the browser tab is hidden), and the way to the scanner.
 */
export function OverviewPanel({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('access');
  const may = useMay();
  const lists = useAccessLists(clubHash);
  const items = lists.data?.['hydra:member'] ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text c="dimmed" size="sm">
          {t('overview.refreshing')}
        </Text>
        {may(ACCESS_CONTROL_ROUTES.scan.access) && (
          <Button component={Link} to={paths.manager.accessControlScan(clubHash)} data-testid="access-open-scanner">
            {t('overview.openScanner')}
          </Button>
        )}
      </Group>
      {lists.isPending && <PlaceholderRows />}
      {lists.isError && <LoadError message={t('errors.loadLists')} retryLabel={t('actions.retry')} onRetry={() => void lists.refetch()} />}
      {lists.isSuccess && items.length === 0 && <Text data-testid="access-overview-empty">{t('overview.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {items.map((list) => (
          <ListCounters key={list.hash} clubHash={clubHash} list={list} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ListCounters({ clubHash, list }: { clubHash: string; list: AccessList }) {
  const { t } = useTranslation('access');
  const today = useListToday(clubHash, list.hash);
  // The list's own counters until the first live answer arrives.
  const counts = today.data ?? list;
  const titleId = `access-counters-${list.hash}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="access-counters">
      <Title order={2} size="h4" id={titleId}>
        {list.name}
      </Title>
      <Text size="sm" c="dimmed">
        {list.kind === 'tickets' ? t('lists.ticketsOf', { event: list.campaignName ?? '' }) : t('lists.kinds.members')}
      </Text>
      <dl style={{ display: 'flex', gap: 'var(--mantine-spacing-lg)', flexWrap: 'wrap', margin: 'var(--mantine-spacing-sm) 0 0' }}>
        <Counter label={t('overview.insideNow')} value={counts.insideNow} testId="access-inside-now" />
        <Counter label={t('overview.admittedToday')} value={counts.admittedToday} testId="access-admitted-today" />
        <Counter label={t('overview.refusedToday')} value={counts.refusedToday} testId="access-refused-today" />
      </dl>
      {today.data && <EntriesChart listName={list.name} hours={today.data.hours} />}
    </Paper>
  );
}

function Counter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
