import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useMetricsOverview, useRefreshMetrics } from '../api/metrics';
import { formatDay, formatInstant } from '../lib/format';
import { DrillDownModal, type DrillDownTarget } from './drill-down-modal';
import { MetricCardView } from './metric-card';

/** Re-renders when `at` passes, so "refresh now" comes back by itself after its cooldown. */
function useNowPast(at: string | null): boolean {
  const [past, setPast] = useState(() => !at || new Date(at).getTime() <= Date.now());
  useEffect(() => {
    const wait = at ? new Date(at).getTime() - Date.now() : 0;
    setPast(wait <= 0);
    if (wait <= 0) return;
    const timer = setTimeout(() => setPast(true), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return past;
}

/**
 * The club's figures (spec 1: refreshed every 24 hours; issue 25): every card from the daily
 * summaries, when they were computed, and "refresh now" for a manager who cannot wait (once
 * every few minutes per club: the API says when it may be asked again).
 */
export function MetricsSection({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const overview = useMetricsOverview(clubHash);
  const refresh = useRefreshMetrics(clubHash);
  const [target, setTarget] = useState<DrillDownTarget | null>(null);
  const data = overview.data;
  const refreshAllowed = useNowPast(data?.refreshAvailableAt ?? null);
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => notify('success', t('metrics.refreshed')),
      onError: (error) =>
        notify('error', error instanceof ApiError && error.httpStatus === 429 ? t('metrics.refreshTooSoon') : t('metrics.refreshFailed')),
    });
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-metrics" data-testid="home-metrics">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h3" id="home-metrics">
            {t('metrics.title')}
          </Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="metrics-updated">
              {data.updatedAt && data.day
                ? t('metrics.updatedAt', { time: formatInstant(data.updatedAt, i18n.language), day: formatDay(data.day, i18n.language) })
                : t('metrics.notYet')}
            </Text>
          )}
        </Stack>
        {data && (
          <Stack gap={2} align="flex-end">
            <Button
              variant="outline"
              size="sm"
              onClick={onRefresh}
              loading={refresh.isPending}
              disabled={!refreshAllowed}
              data-testid="metrics-refresh"
            >
              {t('metrics.refresh')}
            </Button>
            {!refreshAllowed && data.refreshAvailableAt && (
              <Text size="xs" c="dimmed" data-testid="metrics-refresh-later">
                {t('metrics.refreshAt', { time: formatInstant(data.refreshAvailableAt, i18n.language) })}
              </Text>
            )}
          </Stack>
        )}
      </Group>
      {overview.isPending && <PlaceholderRows />}
      {overview.isError && !data && (
        <LoadError
          message={t('metrics.loadError')}
          retryLabel={t('home.retry')}
          onRetry={() => void overview.refetch()}
          testId="metrics-error"
        />
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.cards.map((card) => (
            <MetricCardView
              key={card.key}
              card={card}
              onRetry={() => void overview.refetch()}
              onDrillDown={(list, figure) => setTarget({ list, figure })}
            />
          ))}
        </SimpleGrid>
      )}
      <DrillDownModal clubHash={clubHash} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
